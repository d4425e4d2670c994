import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Paged, SellerImageUpload, SellerProduct } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { ProductNotFoundError } from '../catalogue/catalogue.errors';
import { SellerProductDto } from '../catalogue/sellers/seller-product.dto';
import { ProductImagesService } from '../catalogue/sellers/product-images.service';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { readImageUpload, type UploadRequest } from '../common/uploads/multipart';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { asPolicyUser } from '../common/guards/roles.guard';
import { IdParam } from '../common/validation/id-param.pipe';
import { SellerProductsQueryDto } from './dto/seller-products-query.dto';
import { SellerOnly } from './seller.guard';
import { SellerProductsService } from './seller-products.service';

const productId = new IdParam(() => new ProductNotFoundError());

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
  list(@CurrentUser() user: UserEntity, @Query() query: SellerProductsQueryDto): Promise<Paged<SellerProduct>> {
    return this.products.list(asPolicyUser(user), query);
  }

  @Post()
  create(@CurrentUser() user: UserEntity, @Body() dto: SellerProductDto): Promise<SellerProduct> {
    return this.products.create(asPolicyUser(user), dto);
  }

  /** One product image (multipart `image`), checked like trade photos; answers the URL to list it with. */
  @RateLimited()
  @Post('images')
  @ApiConsumes('multipart/form-data')
  async uploadImage(@Req() request: UploadRequest): Promise<SellerImageUpload> {
    return this.images.save(await readImageUpload(request));
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
