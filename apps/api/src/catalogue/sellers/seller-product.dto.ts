import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import type { CategorySlug, ProductConditionName, SellerProductRequest } from '@phonehub/contracts';
import { PRODUCT_CONDITIONS } from '@phonehub/domain';
import { OptionalNotNull, Required } from '../../common/validation/field.decorators';
import { CATEGORY_SLUGS } from '../catalogue-terms';
import { cleanText } from '../dto/clean-text';
import { SELLER_IMAGE_URL_PATTERN } from './seller-image-url';

/** One-line text: control characters dropped, trimmed. */
const CleanLine = () => Transform(({ value }) => (typeof value === 'string' ? cleanText(value) : value));
/** Optional one-line text where blank means none. */
const BlankIsNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const clean = cleanText(value);
    return clean === '' ? null : clean;
  });

const SPECIFICATIONS_MESSAGE =
  'specifications must be up to 50 names (up to 50 characters each) with texts of up to 200 characters';

const dollars = (max: number, field: string) => [
  IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: `${field} must be an amount in dollars with at most 2 decimals` }),
  Max(max, { message: `${field} must be at most ${max.toLocaleString('en-US')}` }),
];
const wholeBetween = (min: number, max: number, field: string) => {
  const message = `${field} must be a whole number from ${min} to ${max.toLocaleString('en-US')}`;
  return [IsInt({ message }), Min(min, { message }), Max(max, { message })];
};
const apply = (...decorators: PropertyDecorator[]): PropertyDecorator => (target, key) =>
  decorators.forEach((decorate) => decorate(target, key));

/**
 * POST and PUT /api/seller/products: the contract's limits, each with its own sentence. Fields left
 * out take the spec's defaults (SELLER_PRODUCT_DEFAULTS); PUT replaces the product's fields.
 */
export class SellerProductDto implements SellerProductRequest {
  @ApiProperty({ maxLength: 200 })
  @CleanLine()
  @Required()
  @IsString({ message: 'name must be text' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name: string;

  @ApiProperty({ maxLength: 100 })
  @CleanLine()
  @Required()
  @IsString({ message: 'brand must be text' })
  @MaxLength(100, { message: 'brand must be at most 100 characters' })
  brand: string;

  @ApiProperty({ maxLength: 100 })
  @CleanLine()
  @Required()
  @IsString({ message: 'model must be text' })
  @MaxLength(100, { message: 'model must be at most 100 characters' })
  model: string;

  @ApiProperty({ description: 'Dollars, more than 0 and at most 10,000' })
  @apply(...dollars(10000, 'price'))
  @Min(0.01, { message: 'price must be more than 0' })
  price: number;

  @ApiPropertyOptional({ nullable: true, description: 'Dollars; more than price' })
  @IsOptional()
  @apply(...dollars(100000, 'original_price'))
  @ValidateBy(
    {
      name: 'moreThanPrice',
      validator: {
        validate: (value: unknown, args) => {
          const price = (args?.object as SellerProductDto).price;
          return typeof value === 'number' && (typeof price !== 'number' || value > price);
        },
      },
    },
    { message: 'original_price must be more than price' },
  )
  original_price?: number | null;

  @ApiPropertyOptional({ enum: PRODUCT_CONDITIONS })
  @OptionalNotNull()
  @IsIn(PRODUCT_CONDITIONS, { message: `condition must be one of: ${PRODUCT_CONDITIONS.join(', ')}` })
  condition?: ProductConditionName;

  @ApiPropertyOptional({ enum: CATEGORY_SLUGS })
  @OptionalNotNull()
  @IsIn(CATEGORY_SLUGS, { message: `category must be one of: ${CATEGORY_SLUGS.join(', ')}` })
  category?: CategorySlug;

  @ApiPropertyOptional({ nullable: true, maxLength: 20 })
  @IsOptional()
  @BlankIsNull()
  @IsString({ message: 'storage must be text' })
  @MaxLength(20, { message: 'storage must be at most 20 characters' })
  storage?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: 50 })
  @IsOptional()
  @BlankIsNull()
  @IsString({ message: 'color must be text' })
  @MaxLength(50, { message: 'color must be at most 50 characters' })
  color?: string | null;

  @ApiPropertyOptional({ maxLength: 5000 })
  @OptionalNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'description must be text' })
  @MaxLength(5000, { message: 'description must be at most 5,000 characters' })
  description?: string;

  @ApiPropertyOptional({ type: [String], maxItems: 10 })
  @OptionalNotNull()
  @IsArray({ message: 'images must be a list of uploaded image URLs' })
  @ArrayMaxSize(10, { message: 'images may hold at most 10 images' })
  @Matches(SELLER_IMAGE_URL_PATTERN, { each: true, message: 'images must be URLs from the image upload' })
  images?: string[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  @OptionalNotNull()
  @IsObject({ message: SPECIFICATIONS_MESSAGE })
  @ValidateBy(
    {
      name: 'specifications',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          Object.entries(value).length <= 50 &&
          Object.entries(value).every(
            ([name, text]) => name.length <= 50 && typeof text === 'string' && text.length <= 200,
          ),
      },
    },
    { message: SPECIFICATIONS_MESSAGE },
  )
  specifications?: Record<string, string>;

  @ApiPropertyOptional({ minimum: 0, maximum: 10000 })
  @OptionalNotNull()
  @apply(...wholeBetween(0, 10000, 'stock_quantity'))
  stock_quantity?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 36 })
  @OptionalNotNull()
  @apply(...wholeBetween(0, 36, 'warranty_months'))
  warranty_months?: number;

  @ApiPropertyOptional({ minimum: 30, maximum: 365 })
  @OptionalNotNull()
  @apply(...wholeBetween(30, 365, 'return_policy_days'))
  return_policy_days?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 500, description: 'Dollars; ignored when free_shipping' })
  @OptionalNotNull()
  @apply(...dollars(500, 'shipping_cost'))
  @Min(0, { message: 'shipping_cost must be 0 or more' })
  shipping_cost?: number;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean({ message: 'free_shipping must be true or false' })
  free_shipping?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 30 })
  @OptionalNotNull()
  @apply(...wholeBetween(1, 30, 'estimated_delivery_days'))
  estimated_delivery_days?: number;

  @ApiPropertyOptional({ type: [String], maxItems: 10 })
  @OptionalNotNull()
  @Transform(({ value }) =>
    Array.isArray(value) ? value.map((tag) => (typeof tag === 'string' ? cleanText(tag) : tag)) : value,
  )
  @IsArray({ message: 'tags must be a list of texts' })
  @ArrayMaxSize(10, { message: 'tags may hold at most 10 tags' })
  @IsString({ each: true, message: 'each tag must be text' })
  @MaxLength(30, { each: true, message: 'each tag must be at most 30 characters' })
  tags?: string[];
}
