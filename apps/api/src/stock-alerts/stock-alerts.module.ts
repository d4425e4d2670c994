import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { MailModule } from '../mail/mail.module';
import { BackInStockListener } from './back-in-stock.listener';
import { StockAlertEntity } from './entities/stock-alert.entity';
import { StockAlertConfirmController, StockAlertsController } from './stock-alerts.controller';
import { StockAlertsService } from './stock-alerts.service';

/**
 * Back-in-stock requests: stored while a product is sold out, confirmed by a mailed link (or a
 * verified account), mailed once when the catalogue restocks it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([StockAlertEntity]), CatalogueModule, MailModule],
  controllers: [StockAlertsController, StockAlertConfirmController],
  providers: [StockAlertsService, BackInStockListener],
})
export class StockAlertsModule {}
