import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Product, ProductListResponse, Review } from '@phonehub/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import type { UserEntity } from '../auth/entities/user.entity';
import { CreateReviewDto } from './dto/create-review.dto';
import { ListProductsQueryDto } from './dto/list-products-query.dto';
import { ProductsService } from './products.service';
import { ReviewsService } from './reviews.service';

@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly reviews: ReviewsService,
  ) {}

  @Public()
  @Get()
  list(@Query() query: ListProductsQueryDto): Promise<ProductListResponse> {
    return this.products.list(query);
  }

  @Public()
  @Get(':id')
  view(@Param('id') id: string): Promise<Product> {
    return this.products.view(id);
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
