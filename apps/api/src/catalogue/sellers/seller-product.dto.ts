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
import {
  contactDetailsMessage,
  hasContactDetails,
  PARCEL_SHIPPING_CAP,
  PRODUCT_CONDITIONS,
  PRODUCT_MIN_PRICE,
  SELLER_PRODUCT_LIMITS as LIMITS,
} from '@phonehub/domain';
import { CATEGORY_SLUGS } from '@phonehub/server-catalogue';
import { cleanText } from '../../common/validation/clean-text';
import {
  BlankIsNull,
  CleanLine,
  OptionalNotNull,
  Required,
  Trim,
} from '../../common/validation/field.decorators';
import { SELLER_IMAGE_URL_PATTERN } from './seller-image-url';

const SPECIFICATIONS_MESSAGE = `specifications must be up to ${LIMITS.specifications} names (up to ${LIMITS.specificationName} characters each) with texts of up to ${LIMITS.specificationText} characters`;

const dollars = (max: number, field: string) => [
  IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: `${field} must be an amount in dollars with at most 2 decimals` },
  ),
  Max(max, { message: `${field} must be at most ${max.toLocaleString('en-US')}` }),
];
const wholeBetween = (min: number, max: number, field: string) => {
  const message = `${field} must be a whole number from ${min} to ${max.toLocaleString('en-US')}`;
  return [IsInt({ message }), Min(min, { message }), Max(max, { message })];
};
const apply =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((decorate) => decorate(target, key));

/** A required one-line text of up to `max` characters. */
const RequiredLine = (field: string, max: number): PropertyDecorator =>
  apply(
    ApiProperty({ maxLength: max }),
    CleanLine(),
    Required(),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );

/** Names, brands and models reach listings and mails: they may not carry links, emails or phone numbers. */
export const NoContactDetails = (field: string): PropertyDecorator =>
  ValidateBy(
    {
      name: 'noContactDetails',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !hasContactDetails(value) },
    },
    { message: contactDetailsMessage(field) },
  );

/**
 * POST and PUT /api/seller/products: the contract's limits, each with its own sentence. Fields left
 * out take the spec's defaults (SELLER_PRODUCT_DEFAULTS); PUT replaces the product's fields.
 */
export class SellerProductDto implements SellerProductRequest {
  @RequiredLine('name', LIMITS.name)
  @NoContactDetails('name')
  name: string;

  @RequiredLine('brand', LIMITS.brand)
  @NoContactDetails('brand')
  brand: string;

  @RequiredLine('model', LIMITS.model)
  @NoContactDetails('model')
  model: string;

  @ApiProperty({ description: `Dollars, from ${PRODUCT_MIN_PRICE} to 10,000`, minimum: PRODUCT_MIN_PRICE })
  @apply(...dollars(LIMITS.price, 'price'))
  @Min(PRODUCT_MIN_PRICE, { message: `price must be at least $${PRODUCT_MIN_PRICE}` })
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
  @MaxLength(LIMITS.storage, { message: `storage must be at most ${LIMITS.storage} characters` })
  storage?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: 50 })
  @IsOptional()
  @BlankIsNull()
  @IsString({ message: 'color must be text' })
  @MaxLength(LIMITS.color, { message: `color must be at most ${LIMITS.color} characters` })
  color?: string | null;

  @ApiPropertyOptional({ maxLength: 5000 })
  @OptionalNotNull()
  @Trim()
  @IsString({ message: 'description must be text' })
  @MaxLength(LIMITS.description, {
    message: `description must be at most ${LIMITS.description.toLocaleString('en-US')} characters`,
  })
  description?: string;

  @ApiPropertyOptional({ type: [String], maxItems: 10 })
  @OptionalNotNull()
  @IsArray({ message: 'images must be a list of uploaded image URLs' })
  @ArrayMaxSize(LIMITS.images, { message: `images may hold at most ${LIMITS.images} images` })
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
          Object.entries(value).length <= LIMITS.specifications &&
          Object.entries(value).every(
            ([name, text]) =>
              name.length <= LIMITS.specificationName &&
              typeof text === 'string' &&
              text.length <= LIMITS.specificationText,
          ),
      },
    },
    { message: SPECIFICATIONS_MESSAGE },
  )
  specifications?: Record<string, string>;

  @ApiPropertyOptional({ minimum: 0, maximum: 10000 })
  @OptionalNotNull()
  @apply(...wholeBetween(...LIMITS.stock_quantity, 'stock_quantity'))
  stock_quantity?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 36 })
  @OptionalNotNull()
  @apply(...wholeBetween(...LIMITS.warranty_months, 'warranty_months'))
  warranty_months?: number;

  @ApiPropertyOptional({ minimum: 30, maximum: 365 })
  @OptionalNotNull()
  @apply(...wholeBetween(...LIMITS.return_policy_days, 'return_policy_days'))
  return_policy_days?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: PARCEL_SHIPPING_CAP,
    description: `Dollars, at most the parcel shipping cap (SELLER_SHIPPING_CAP, $${PARCEL_SHIPPING_CAP} by default); ignored when free_shipping`,
  })
  @OptionalNotNull()
  @apply(...dollars(LIMITS.shipping_cost, 'shipping_cost'))
  @Min(0, { message: 'shipping_cost must be 0 or more' })
  shipping_cost?: number;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean({ message: 'free_shipping must be true or false' })
  free_shipping?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 30 })
  @OptionalNotNull()
  @apply(...wholeBetween(...LIMITS.estimated_delivery_days, 'estimated_delivery_days'))
  estimated_delivery_days?: number;

  @ApiPropertyOptional({ type: [String], maxItems: 10 })
  @OptionalNotNull()
  @Transform(({ value }) =>
    Array.isArray(value) ? value.map((tag) => (typeof tag === 'string' ? cleanText(tag) : tag)) : value,
  )
  @IsArray({ message: 'tags must be a list of texts' })
  @ArrayMaxSize(LIMITS.tags, { message: `tags may hold at most ${LIMITS.tags} tags` })
  @IsString({ each: true, message: 'each tag must be text' })
  @MaxLength(LIMITS.tag, { each: true, message: `each tag must be at most ${LIMITS.tag} characters` })
  tags?: string[];
}
