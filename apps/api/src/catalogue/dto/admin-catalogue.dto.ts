import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import type {
  AdminProductRequest,
  AdminProductsQuery,
  AdminReviewsQuery,
  CategorySlug,
  ReportReviewRequest,
  ReviewHiddenRequest,
  ReviewType,
  StaffReviewRequest,
} from '@phonehub/contracts';
import { SELLER_PRODUCT_LIMITS as LIMITS } from '@phonehub/domain';
import { CATEGORY_SLUGS } from '@phonehub/server-catalogue';
import { CleanLine, OptionalNotNull, Required } from '../../common/validation/field.decorators';
import { OneOfFilter } from '../../common/paging/list-filters';
import { PageQueryDto, SortBy } from '../../common/paging/page-query.dto';
import { NoContactDetails, SellerProductDto } from '../sellers/seller-product.dto';
import { SELLER_IMAGE_URL_PATTERN } from '../sellers/seller-image-url';
import { REVIEW_CONTENT_MAX, REVIEW_TITLE_MAX, ReviewTextField } from './create-review.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ILLUSTRATION_URL_PATTERN = /^\/api\/media\/products\/[A-Za-z0-9-]{1,100}-(front|back|side)\.svg$/;
const ADMIN_IMAGE_URL_PATTERN = new RegExp(
  `${SELLER_IMAGE_URL_PATTERN.source}|${ILLUSTRATION_URL_PATTERN.source}`,
);
const BATTERY_MESSAGE = 'battery_health must be a whole number from 0 to 100';
const MODEL_MESSAGE = `model must be at most ${LIMITS.model} characters`;

/**
 * POST and PUT /api/admin/products: the seller product's fields and limits (the same validators),
 * without a seller's terms, plus battery health; model is optional (the spec's admin form asks for
 * name, brand and price only). PUT replaces the fields; left out ones take the admin defaults.
 */
export class AdminProductDto
  extends PickType(SellerProductDto, [
    'name',
    'brand',
    'price',
    'original_price',
    'condition',
    'category',
    'storage',
    'color',
    'description',
    'specifications',
    'stock_quantity',
  ] as const)
  implements AdminProductRequest
{
  @ApiPropertyOptional({ maxLength: LIMITS.model })
  @OptionalNotNull()
  @CleanLine()
  @IsString({ message: 'model must be text' })
  @MaxLength(LIMITS.model, { message: MODEL_MESSAGE })
  @NoContactDetails('model')
  model?: string;

  /** Uploaded images, or the catalogue's own pictures a seeded product already shows. */
  @ApiPropertyOptional({ type: [String], maxItems: LIMITS.images })
  @OptionalNotNull()
  @IsArray({ message: 'images must be a list of uploaded image URLs' })
  @ArrayMaxSize(LIMITS.images, { message: `images may hold at most ${LIMITS.images} images` })
  @Matches(ADMIN_IMAGE_URL_PATTERN, { each: true, message: 'images must be URLs from the image upload' })
  images?: string[];

  @ApiPropertyOptional({ nullable: true, minimum: 0, maximum: 100 })
  @IsOptional()
  @IsInt({ message: BATTERY_MESSAGE })
  @Min(0, { message: BATTERY_MESSAGE })
  @Max(100, { message: BATTERY_MESSAGE })
  battery_health?: number | null;
}

export const ADMIN_PRODUCT_SORTS = ['created_at', 'name', 'price', 'stock_quantity'] as const;

export class AdminProductsQueryDto extends PageQueryDto implements AdminProductsQuery {
  @SortBy(ADMIN_PRODUCT_SORTS)
  sort?: string;

  @OneOfFilter(CATEGORY_SLUGS)
  category?: CategorySlug;

  @ApiPropertyOptional({ description: "'platform' or a seller's user id" })
  @IsOptional()
  @Matches(/^(platform|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, {
    message: "seller must be 'platform' or a seller's id",
  })
  seller?: string;

  @OneOfFilter(['in', 'out'], { message: "stock must be 'in' or 'out'" })
  stock?: 'in' | 'out';
}

const RATING_MESSAGE = 'rating must be a whole number from 1 to 5';

export class AdminReviewsQueryDto extends PageQueryDto implements AdminReviewsQuery {
  @OneOfFilter(['staff', 'customer'], { message: "type must be 'staff' or 'customer'" })
  type?: ReviewType;

  @ApiPropertyOptional({ minimum: 1, maximum: 5 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: RATING_MESSAGE })
  @Min(1, { message: RATING_MESSAGE })
  @Max(5, { message: RATING_MESSAGE })
  rating?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(UUID, { message: 'product_id must be a product id' })
  product_id?: string;

  @OneOfFilter(['true'], { message: "reported must be 'true'" })
  reported?: 'true';
}

const AUTHOR_MAX = 60;
const AUTHOR_REQUIRED = 'author is required: the name shown with the staff review';

/**
 * A staff review: shown labelled 'Staff review', never as a customer's. The spec's fake review
 * form sends the name as `fake_username`; either is taken.
 */
export class StaffReviewDto implements StaffReviewRequest {
  @ApiProperty()
  @IsDefined({ message: 'product_id is required' })
  @Matches(UUID, { message: 'product_id must be a product id' })
  product_id: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, default: 5 })
  @OptionalNotNull()
  @IsInt({ message: RATING_MESSAGE })
  @Min(1, { message: RATING_MESSAGE })
  @Max(5, { message: RATING_MESSAGE })
  rating?: number;

  @ReviewTextField('title', REVIEW_TITLE_MAX, 'Checked on all 32 points')
  title: string;

  @ReviewTextField('content', REVIEW_CONTENT_MAX, 'Our technicians tested this unit.')
  content: string;

  @ApiPropertyOptional({ maxLength: AUTHOR_MAX })
  @ValidateIf((review: StaffReviewDto) => review.fake_username === undefined || review.author !== undefined)
  @CleanLine()
  @IsDefined({ message: AUTHOR_REQUIRED })
  @IsString({ message: 'author must be text' })
  @Matches(/\S/, { message: AUTHOR_REQUIRED })
  @MaxLength(AUTHOR_MAX, { message: `author must be at most ${AUTHOR_MAX} characters` })
  author?: string;

  @ApiPropertyOptional({ maxLength: AUTHOR_MAX, description: "The spec's name for author" })
  @IsOptional()
  @CleanLine()
  @IsString({ message: 'fake_username must be text' })
  @Matches(/\S/, { message: AUTHOR_REQUIRED })
  @MaxLength(AUTHOR_MAX, { message: `fake_username must be at most ${AUTHOR_MAX} characters` })
  fake_username?: string;
}

export class ReviewHiddenDto implements ReviewHiddenRequest {
  @ApiProperty()
  @IsDefined({ message: 'hidden must be true or false' })
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden: boolean;
}

export const REPORT_REASON_MAX = 500;

export class ReportReviewDto implements ReportReviewRequest {
  @ApiProperty({ minLength: 1, maxLength: REPORT_REASON_MAX })
  @CleanLine()
  @Required()
  @IsString({ message: 'reason must be text' })
  @MaxLength(REPORT_REASON_MAX, { message: `reason must be at most ${REPORT_REASON_MAX} characters` })
  reason: string;
}
