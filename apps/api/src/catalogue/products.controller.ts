import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Product, ProductListResponse, ProductVariants, Review } from '@phonehub/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { HttpCache } from '../common/http/http-cache';
import type { UserEntity } from '../auth/entities/user.entity';
import { CreateReviewDto } from './dto/create-review.dto';
import { ListProductsQueryDto } from './dto/list-products-query.dto';
import { ProductsService } from './products.service';
import { ProductVariantsService } from './product-variants.service';
import { ReviewsService } from './reviews.service';

/**
 * Listing answers may be kept by browsers and CDNs for a few seconds, then revalidated with their
 * ETag (304 when nothing changed). A product page shows its price and stock as they are now (a
 * restocked product must be buyable from the link in its mail): browsers keep it but revalidate
 * every time. The view counter alone does not change a product's ETag.
 */
const LISTING_HTTP_CACHE = { maxAge: 5, staleWhileRevalidate: 10 };
const PRODUCT_HTTP_CACHE = { maxAge: 0, staleWhileRevalidate: 0, ignoreInEtag: ['views'] };

@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly reviews: ReviewsService,
    private readonly variants: ProductVariantsService,
  ) {}

  @Public()
  @Get()
  @HttpCache(LISTING_HTTP_CACHE)
  list(@Query() query: ListProductsQueryDto): Promise<ProductListResponse> {
    return this.products.list(query);
  }

  @Public()
  @Get(':id')
  @HttpCache(PRODUCT_HTTP_CACHE)
  view(@Param('id') id: string): Promise<Product> {
    return this.products.view(id);
  }

  /** The listings of the product's model: the product page's grade, storage and colour picker. */
  @Public()
  @Get(':id/variants')
  variantsOf(@Param('id') id: string): Promise<ProductVariants> {
    return this.variants.forProduct(id);
  }

  @Public()
  @Get(':id/reviews')
  reviewsOf(@Param('id') id: string): Promise<Review[]> {
    return this.reviews.listForProduct(id);
  }

  @ApiBearerAuth()
  @Post(':id/reviews')
  addReview(
    @CurrentUser() user: UserEntity,
    @Param('id') id: string,
    @Body() dto: CreateReviewDto,
  ): Promise<Review> {
    return this.reviews.create(user, id, dto);
  }
}
