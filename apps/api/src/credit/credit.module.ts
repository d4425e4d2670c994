import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditController } from './credit.controller';
import { CreditService } from './credit.service';
import { CreditAccountEntity } from './entities/credit-account.entity';
import { CreditEntryEntity } from './entities/credit-entry.entity';

/** Store credit (issue 19): granted by trade payouts, spent at checkout, given back by refunds and cancels (orders call CreditService). */
@Module({
  imports: [TypeOrmModule.forFeature([CreditAccountEntity, CreditEntryEntity])],
  controllers: [CreditController],
  providers: [CreditService],
  exports: [CreditService],
})
export class CreditModule {}
