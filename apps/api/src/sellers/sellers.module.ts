import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { OrdersModule } from '../orders/orders.module';
import { PartnersModule } from '../partners/partners.module';
import { AdminSellersController } from './admin-sellers.controller';
import { AdminSellersService } from './admin-sellers.service';
import { SellerLedgerService } from './ledger/seller-ledger.service';
import { SellerBalances } from './seller-balances';
import { SellerMoneyModule } from './seller-money.module';
import { SellerGuard } from './seller.guard';
import { SellerProductsController } from './seller-products.controller';
import { SellerProductsService } from './seller-products.service';

/** Sellers: their products (through the catalogue), the SellerGuard, and the admins' sellers list and suspension. */
@Module({
  imports: [AuthModule, CatalogueModule, OrdersModule, PartnersModule, SellerMoneyModule],
  controllers: [SellerProductsController, AdminSellersController],
  providers: [
    SellerGuard,
    SellerProductsService,
    AdminSellersService,
    // The balances are the sellers' ledger's.
    { provide: SellerBalances, useExisting: SellerLedgerService },
  ],
  exports: [SellerGuard],
})
export class SellersModule {}
