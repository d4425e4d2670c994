import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductEntity } from './entities/product.entity';
import { ReviewEntity } from './entities/review.entity';
import { ProductMediaController } from './media/product-media.controller';
import { ProductMediaService } from './media/product-media.service';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';
import { NoOrdersPurchaseVerifier, PurchaseVerifier } from './purchase-verifier';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity, ReviewEntity])],
  controllers: [ProductsController, ReviewsController, ProductMediaController],
  providers: [
    ProductsService,
    ReviewsService,
    ProductMediaService,
    // Until orders exist nobody has bought anything; the orders module brings the real check.
    { provide: PurchaseVerifier, useClass: NoOrdersPurchaseVerifier },
  ],
  exports: [ProductsService],
})
export class CatalogueModule {}
