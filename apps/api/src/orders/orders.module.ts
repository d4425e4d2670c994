import { MailModule } from '../mail/mail.module';
import { OrderConfirmationListener } from './mail/order-confirmation.listener';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { AdminOrdersController } from './admin-orders.controller';
import { OrderItemEntity } from './entities/order-item.entity';
import { OrderEntity } from './entities/order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

@Module({
  // Stock is the catalogue's: orders reserve and release units through its InventoryService.
  imports: [TypeOrmModule.forFeature([OrderEntity, OrderItemEntity]), MailModule, CatalogueModule],
  controllers: [OrdersController, AdminOrdersController],
  providers: [OrdersService, OrderConfirmationListener],
  exports: [OrdersService],
})
export class OrdersModule {}
