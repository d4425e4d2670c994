import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { OrdersModule } from '../orders/orders.module';
import { PartnersModule } from '../partners/partners.module';
import { AdminSellersController } from './admin-sellers.controller';
import { AdminSellersService } from './admin-sellers.service';
import { SellerBalances } from './seller-balances';
import { SellerGuard } from './seller.guard';
import { SellerProductsController } from './seller-products.controller';
import { SellerProductsService } from './seller-products.service';

/** Sellers: their products (through the catalogue), the SellerGuard, and the admins' sellers list and suspension. */
@Module({
  imports: [AuthModule, CatalogueModule, OrdersModule, PartnersModule],
  controllers: [SellerProductsController, AdminSellersController],
  providers: [
    SellerGuard,
    SellerProductsService,
    AdminSellersService,
    // Until the ledger (sellers/ledger) is registered, no seller has earned anything yet.
    { provide: SellerBalances, useValue: { balances: async (ids: readonly string[]) => new Map(ids.map((id) => [id, { available: 0, pending: 0 }])) } },
  ],
  exports: [SellerGuard],
})
export class SellersModule {}
