import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StatusChangeEntity } from './status-change.entity';
import { StatusChanges } from './status-changes.service';

/**
 * The history of every status change (status_changes); global because every module with a
 * lifecycle moves its records through StatusChanges, as every admin write records itself in audit.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StatusChangeEntity])],
  providers: [StatusChanges],
  exports: [StatusChanges],
})
export class StatusHistoryModule {}
