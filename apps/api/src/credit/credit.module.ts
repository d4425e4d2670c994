import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditController } from './credit.controller';
import { CreditOrderListener } from './credit-order.listener';
import { CreditService } from './credit.service';
import { CreditAccountEntity } from './entities/credit-account.entity';
import { CreditEntryEntity } from './entities/credit-entry.entity';

/** Store credit (issue 19): granted by trade payouts, spent at checkout, given back with the order. */
@Module({
  imports: [TypeOrmModule.forFeature([CreditAccountEntity, CreditEntryEntity])],
  controllers: [CreditController],
  providers: [CreditService, CreditOrderListener],
  exports: [CreditService],
})
export class CreditModule {}
