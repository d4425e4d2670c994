import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductEntity } from './entities/product.entity';
import { InventoryService } from './inventory.service';
import { ReviewEntity } from './entities/review.entity';
import { ReviewReportEntity } from './entities/review-report.entity';
import { ProductMediaController } from './media/product-media.controller';
import { ProductMediaService } from './media/product-media.service';
import { ProductsController } from './products.controller';
import { CatalogueSitemapController } from './catalogue-sitemap.controller';
import { CatalogueSitemapQuery } from './catalogue-sitemap.query';
import { ProductsService } from './products.service';
import { ProductVariantsService } from './product-variants.service';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';
import { AuthModule } from '../auth/auth.module';
import { PartnersModule } from '../partners/partners.module';
import { SettingsModule } from '../settings/settings.module';
import { SellerCatalogueService } from './sellers/seller-catalogue.service';
import { ImageStore } from '../common/uploads/image-store';
import { imageStoreFor } from '../common/uploads/image-store.provider';
import { productImagesConfig } from './sellers/product-images.config';
import { ProductImagesController } from './sellers/product-images.controller';
import { ProductImagesService } from './sellers/product-images.service';
import { ProductImageUploadEntity } from './entities/product-image-upload.entity';
import { SellerSalesFactsService } from './seller-sales-facts.service';
import { AdminProductsController } from './admin-products.controller';
import { AdminProductsService } from './admin-products.service';
import { AdminReviewsController } from './admin-reviews.controller';
import { AdminReviewsService } from './admin-reviews.service';
import { ReviewReportsController } from './review-reports.controller';
import { StockEvents } from './stock-events';
import { CatalogueChanges } from './catalogue-changes';
import { ListingCache } from './listing-cache';
import { listingCacheConfig } from './listing-cache.config';
import { StaffReviewsSetting } from './staff-reviews-setting';

@Module({
  imports: [
    TypeOrmModule.forFeature([ProductEntity, ReviewEntity, ReviewReportEntity, ProductImageUploadEntity]),
    ConfigModule.forFeature(productImagesConfig),
    ConfigModule.forFeature(listingCacheConfig),
    AuthModule,
    PartnersModule,
    SettingsModule,
  ],
  controllers: [
    ProductsController,
    CatalogueSitemapController,
    ReviewsController,
    ReviewReportsController,
    ProductMediaController,
    ProductImagesController,
    AdminProductsController,
    AdminReviewsController,
  ],
  providers: [
    ProductsService,
    CatalogueSitemapQuery,
    CatalogueChanges,
    ListingCache,
    StaffReviewsSetting,
    ProductVariantsService,
    InventoryService,
    StockEvents,
    ReviewsService,
    ProductMediaService,
    SellerCatalogueService,
    ProductImagesService,
    imageStoreFor(ImageStore, 'products', productImagesConfig, (config) => config.uploadDir),
    SellerSalesFactsService,
    AdminProductsService,
    AdminReviewsService,
    // PurchaseVerifier ("Verified Purchase") comes from PurchaseVerificationModule (the app's root).
  ],
  // Other modules change stock only through InventoryService, inside their own transaction, and
  // sellers' products only through SellerCatalogueService.
  exports: [
    ProductsService,
    InventoryService,
    ReviewsService,
    SellerCatalogueService,
    ProductImagesService,
    SellerSalesFactsService,
  ],
})
export class CatalogueModule {}
