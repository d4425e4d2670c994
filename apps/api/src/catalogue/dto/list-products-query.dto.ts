import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidationArguments,
} from 'class-validator';
import type { CategorySlug, ProductConditionName, ProductQuery, ProductSort } from '@phonehub/contracts';
import {
  CATEGORY_SINGULARS,
  CATEGORY_SLUGS,
  categorySlugFor,
  CONDITIONS,
  conditionFor,
  SORTS,
} from '../catalogue-terms';
import { cleanText } from './clean-text';

export const PRODUCTS_PAGE_DEFAULT = 12;
export const PRODUCTS_PAGE_MAX = 48;
export const SEARCH_MAX_LENGTH = 100;
/** Dollars; far above any price, low enough that cents stay an integer column's values. */
const PRICE_FILTER_MAX = 1_000_000;

const PAGE = 'page must be a whole number of at least 1';
const LIMIT = `limit must be a whole number from 1 to ${PRODUCTS_PAGE_MAX}`;
const PRICE = (field: string) => `${field} must be an amount in dollars, such as 199.99`;

/** A query string is text: blank means "not given", digits become numbers, anything else stays text to be refused. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const WholeNumber = () =>
  Transform(({ value }) => {
    const v = blankAsMissing(value);
    return typeof v === 'string' && /^\s*[+-]?\d{1,15}\s*$/.test(v) ? Number(v) : v;
  });
const Dollars = () =>
  Transform(({ value }) => {
    const v = blankAsMissing(value);
    return typeof v === 'string' && /^\s*\d{1,15}(\.\d+)?\s*$/.test(v) ? Number(v) : v;
  });
const Text = () =>
  Transform(({ value }) => blankAsMissing(typeof value === 'string' ? cleanText(value) : value));
/** A known name becomes its stored form; an unknown one stays as sent, so the message can quote it. */
const Canonical = (lookup: (name: string) => string | undefined) =>
  Transform(({ value }) => {
    const v = blankAsMissing(value);
    return typeof v === 'string' ? (lookup(v) ?? v) : v;
  });

/**
 * Several conditions, repeated or comma-separated, each in its stored form and once; unknown names
 * stay as sent so the message can refuse them; nothing given means no filter.
 */
function conditionList(value: unknown): unknown {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  const names = parts.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '' && v !== undefined);
  if (names.length === 0) return undefined;
  return [...new Set(names.map((v) => (typeof v === 'string' ? (conditionFor(v) ?? v) : v)))];
}

/** The query as it arrives; `condition` may name several conditions. */
export class ListProductsQueryDto implements Omit<ProductQuery, 'condition'> {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: PAGE })
  @Min(1, { message: PAGE })
  page?: number;

  @ApiPropertyOptional({ default: PRODUCTS_PAGE_DEFAULT, minimum: 1, maximum: PRODUCTS_PAGE_MAX })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: LIMIT })
  @Min(1, { message: LIMIT })
  @Max(PRODUCTS_PAGE_MAX, { message: LIMIT })
  limit?: number;

  @ApiPropertyOptional({
    enum: SORTS,
    description: 'Default created_at (newest first); with search and no sort, best match first',
  })
  @IsOptional()
  @Transform(({ value }) => blankAsMissing(value))
  @IsIn(SORTS, { message: `sort must be one of: ${SORTS.join(', ')}` })
  sort?: ProductSort;

  @ApiPropertyOptional({ maxLength: SEARCH_MAX_LENGTH, example: 'iphone 15 pro' })
  @IsOptional()
  @Text()
  // Listed last so it is checked first: a repeated parameter (an array) is "not text" before "too long".
  @MaxLength(SEARCH_MAX_LENGTH, { message: `search must be at most ${SEARCH_MAX_LENGTH} characters` })
  @IsString({ message: 'search must be text' })
  search?: string;

  @ApiPropertyOptional({
    description: 'A slug (smart-watches), singular (Smartwatch) or plural (Smart Watches) label, any case',
  })
  @IsOptional()
  @Canonical(categorySlugFor)
  @IsIn(CATEGORY_SLUGS, {
    message: ({ value }: ValidationArguments) =>
      `Unknown category "${String(value).slice(0, 50)}". Use one of: ${CATEGORY_SINGULARS.join(', ')}`,
  })
  category?: CategorySlug;

  @ApiPropertyOptional({ example: 'Apple', description: 'Exact brand, any case' })
  @IsOptional()
  @Text()
  @MaxLength(100, { message: 'brand must be at most 100 characters' })
  @IsString({ message: 'brand must be text' })
  brand?: string;

  @ApiPropertyOptional({ example: 'iPhone 14 Pro', description: 'Exact model, any case (the same model in other grades and storage)' })
  @IsOptional()
  @Text()
  @MaxLength(100, { message: 'model must be at most 100 characters' })
  @IsString({ message: 'model must be text' })
  model?: string;

  @ApiPropertyOptional({
    enum: CONDITIONS,
    isArray: true,
    description: 'One or several, any case: repeated (condition=Good&condition=Very%20Good) or a comma list (condition=Good,Very%20Good)',
  })
  @IsOptional()
  @Transform(({ value }) => conditionList(value))
  @ArrayMaxSize(CONDITIONS.length, { message: `condition must be one of: ${CONDITIONS.join(', ')}` })
  @IsIn(CONDITIONS, { each: true, message: `condition must be one of: ${CONDITIONS.join(', ')}` })
  condition?: ProductConditionName[];

  @ApiPropertyOptional({ description: 'Dollars', example: 100 })
  @IsOptional()
  @Dollars()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: PRICE('minPrice') })
  @Min(0, { message: PRICE('minPrice') })
  @Max(PRICE_FILTER_MAX, { message: PRICE('minPrice') })
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Dollars', example: 800 })
  @IsOptional()
  @Dollars()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: PRICE('maxPrice') })
  @Min(0, { message: PRICE('maxPrice') })
  @Max(PRICE_FILTER_MAX, { message: PRICE('maxPrice') })
  @NotBelowMinPrice()
  maxPrice?: number;

  @ApiPropertyOptional({ default: true, description: 'false: only products in stock' })
  @IsOptional()
  @Transform(({ value }) => {
    const v = blankAsMissing(value);
    return v === 'true' ? true : v === 'false' ? false : v;
  })
  @IsBoolean({ message: 'includeOutOfStock must be true or false' })
  includeOutOfStock?: boolean;
}

/** Cross-field: a range whose bottom is above its top is a mistake worth telling, not an empty page. */
function NotBelowMinPrice(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'notBelowMinPrice',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => {
          const min = (args?.object as ListProductsQueryDto | undefined)?.minPrice;
          return typeof value !== 'number' || typeof min !== 'number' || min <= value;
        },
        defaultMessage: () => 'minPrice must not be greater than maxPrice',
      },
    });
}
