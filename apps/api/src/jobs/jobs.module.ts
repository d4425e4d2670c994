import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobQueue } from './job-queue.service';

/** The job queue, for every module: enqueue with a change, handle with `@JobHandler` / `@OnDomainEvent`. */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [JobQueue],
  exports: [JobQueue],
})
export class JobsModule {}
