import { MailModule } from '../mail/mail.module';
import { OrderConfirmationListener } from './mail/order-confirmation.listener';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { AdminOrdersController } from './admin-orders.controller';
import { OrderItemEntity } from './entities/order-item.entity';
import { OrderParcelEntity } from './entities/order-parcel.entity';
import { OrderEntity } from './entities/order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { OrderPlacementService } from './placing/order-placement.service';
import { OrderPaymentsService } from './payment/order-payments.service';
import { OrderFulfilmentService } from './fulfilment/order-fulfilment.service';
import { OrderReleaseService } from './cancellation/order-release.service';
import { OrderTransitions } from './order-transitions.service';
import { OrderRefundEntity } from './refunds/order-refund.entity';
import { RefundsService } from './refunds/refunds.service';
import { OrderCancellationService } from './cancellation/order-cancellation.service';
import { OrderCancelledListener } from './mail/order-cancelled.listener';
import { OrderRefundedListener } from './mail/order-refunded.listener';
import { OrderReturnItemEntity } from './returns/entities/order-return-item.entity';
import { OrderReturnEntity } from './returns/entities/order-return.entity';
import { ReturnStatusMailListener } from './returns/mail/return-status-mail.listener';
import { ReturnRefundListener } from './returns/return-refund.listener';
import { AdminReturnsController, ReturnsController } from './returns/returns.controller';
import { ReturnsQueryService } from './returns/returns-query.service';
import { ReturnsService } from './returns/returns.service';
import { SellerLinesService } from './seller-lines.service';
import { SettledOrdersQuery } from './settled-orders.query';
import { OrderLookupService } from './lookup/order-lookup.service';
import { SettingsModule } from '../settings/settings.module';
import { PartnersModule } from '../partners/partners.module';
import { CreditModule } from '../credit/credit.module';
import { ShippingModule } from '../shipping/shipping.module';
import { AuthModule } from '../auth/auth.module';
import { WithdrawnProductsListener } from './cancellation/withdrawn-products.listener';
import { OrderParcelTrackingListener } from './fulfilment/order-parcel-tracking.listener';
import { OrderLabelsService } from './labels/order-labels.service';
import { OrderParcelMailListener } from './mail/order-parcel.listener';
import { ReturnLabelMailListener } from './returns/mail/return-label-mail.listener';
import { ReturnLabelsService } from './returns/return-labels.service';

@Module({
  // Stock is the catalogue's: orders reserve and release units through its InventoryService.
  imports: [
    TypeOrmModule.forFeature([
      OrderEntity,
      OrderItemEntity,
      OrderParcelEntity,
      OrderRefundEntity,
      OrderReturnEntity,
      OrderReturnItemEntity,
    ]),
    MailModule,
    CatalogueModule,
    SettingsModule,
    PartnersModule,
    CreditModule,
    ShippingModule,
    AuthModule,
  ],
  controllers: [OrdersController, AdminOrdersController, ReturnsController, AdminReturnsController],
  providers: [
    OrderTransitions,
    OrdersService,
    OrderPlacementService,
    OrderPaymentsService,
    OrderFulfilmentService,
    OrderReleaseService,
    OrderConfirmationListener,
    RefundsService,
    ReturnsService,
    ReturnsQueryService,
    ReturnStatusMailListener,
    ReturnRefundListener,
    OrderCancellationService,
    OrderRefundedListener,
    OrderCancelledListener,
    WithdrawnProductsListener,
    SellerLinesService,
    OrderLookupService,
    SettledOrdersQuery,
    OrderLabelsService,
    OrderParcelTrackingListener,
    OrderParcelMailListener,
    ReturnLabelsService,
    ReturnLabelMailListener,
  ],
  exports: [
    OrdersService,
    OrderPlacementService,
    OrderPaymentsService,
    OrderFulfilmentService,
    OrderReleaseService,
    RefundsService,
    SellerLinesService,
    SettledOrdersQuery,
    OrderLabelsService,
  ],
})
export class OrdersModule {}
