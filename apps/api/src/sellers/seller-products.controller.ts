import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Paged, SellerProduct } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { ProductNotFoundError } from '../catalogue/catalogue.errors';
import { SellerProductDto } from '../catalogue/sellers/seller-product.dto';
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
  constructor(private readonly products: SellerProductsService) {}

  @Get()
  list(@CurrentUser() user: UserEntity, @Query() query: SellerProductsQueryDto): Promise<Paged<SellerProduct>> {
    return this.products.list(asPolicyUser(user), query);
  }

  @Post()
  create(@CurrentUser() user: UserEntity, @Body() dto: SellerProductDto): Promise<SellerProduct> {
    return this.products.create(asPolicyUser(user), dto);
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
