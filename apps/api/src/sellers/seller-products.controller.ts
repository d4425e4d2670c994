import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Paged, SellerImageUpload, SellerProduct } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CatalogueErrors } from '../catalogue/catalogue.errors';
import { SellerProductDto } from '../catalogue/sellers/seller-product.dto';
import { ProductImagesService } from '../catalogue/sellers/product-images.service';
import { ImageUploadRoute, UploadedImage } from '../common/uploads/image-upload.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { asPolicyUser } from '../common/auth/auth-principal';
import { IdParam } from '../common/validation/id-param.pipe';
import { SellerProductsQueryDto } from './dto/seller-products-query.dto';
import { SellerOnly } from './seller.guard';
import { SellerProductsService } from './seller-products.service';

const productId = new IdParam(CatalogueErrors.productNotFound);

/** A seller's own products: another seller's or an unknown id is 'Product not found'. */
@ApiTags('seller')
@ApiBearerAuth()
@SellerOnly()
@Controller('seller/products')
export class SellerProductsController {
  constructor(
    private readonly products: SellerProductsService,
    private readonly images: ProductImagesService,
  ) {}

  @Get()
  list(
    @CurrentUser() user: UserEntity,
    @Query() query: SellerProductsQueryDto,
  ): Promise<Paged<SellerProduct>> {
    return this.products.list(asPolicyUser(user), query);
  }

  @Post()
  create(@CurrentUser() user: UserEntity, @Body() dto: SellerProductDto): Promise<SellerProduct> {
    return this.products.create(asPolicyUser(user), dto);
  }

  /** One product image (multipart `image`), checked like trade photos; answers the URL to list it with. */
  @ImageUploadRoute('images')
  async uploadImage(@UploadedImage() image: Promise<Buffer>): Promise<SellerImageUpload> {
    return this.images.save(await image);
  }

  @Put(':id')
  update(
    @CurrentUser() user: UserEntity,
    @Param('id', productId) id: string,
    @Body() dto: SellerProductDto,
  ): Promise<SellerProduct> {
    return this.products.update(asPolicyUser(user), id, dto);
  }

  /** Deleted, or hidden when an order has named it. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() user: UserEntity, @Param('id', productId) id: string): Promise<void> {
    return this.products.remove(asPolicyUser(user), id);
  }
}
