import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { DatabaseHealthIndicator } from './database-health.indicator';
import { DrainState } from './drain-state';
import { HealthController } from './health.controller';
import { HealthPool } from './health-pool';
import { QueueHealthIndicator } from './queue-health.indicator';
import { RedisHealthIndicator } from './redis-health.indicator';

@Global()
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [HealthPool, DatabaseHealthIndicator, QueueHealthIndicator, RedisHealthIndicator, DrainState],
  exports: [DrainState],
})
export class HealthModule {}
