import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CARRIER } from './carrier.port';
import { EasyPostCarrier } from './easypost-carrier';
import { ProcessedCarrierEventEntity } from './entities/processed-carrier-event.entity';
import { ShipmentEventEntity } from './entities/shipment-event.entity';
import { ShipmentEntity } from './entities/shipment.entity';
import { ShippingQuoteEntity } from './entities/shipping-quote.entity';
import { shippingConfig } from './shipping.config';
import { ShippingController } from './shipping.controller';
import { ShippingService } from './shipping.service';

/**
 * Parcels: labels bought from the carrier (EasyPost, or the local carrier sandbox) and their
 * tracking. Trades, orders and returns buy labels through ShippingService and follow their parcels
 * through ParcelStatusChangedEvent.
 */
@Module({
  imports: [
    ConfigModule.forFeature(shippingConfig),
    TypeOrmModule.forFeature([
      ShipmentEntity,
      ShipmentEventEntity,
      ShippingQuoteEntity,
      ProcessedCarrierEventEntity,
    ]),
  ],
  controllers: [ShippingController],
  providers: [EasyPostCarrier, { provide: CARRIER, useExisting: EasyPostCarrier }, ShippingService],
  exports: [ShippingService],
})
export class ShippingModule {}
