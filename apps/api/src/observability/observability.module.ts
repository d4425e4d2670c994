import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { metricsConfig } from './metrics.config';
import { MetricsService } from './metrics.service';

/**
 * Metrics on METRICS_PORT and the request hooks that feed them, with the app's life. The tracing
 * itself starts before anything else (tracing.ts, main.ts's first import).
 */
@Module({
  imports: [ConfigModule.forFeature(metricsConfig)],
  providers: [MetricsService],
  exports: [MetricsService],
})
export class ObservabilityModule {}
