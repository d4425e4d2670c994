import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  arrayMaxSize,
  IsBoolean,
  isBoolean,
  IsIn,
  isIn,
  IsInt,
  isInt,
  IsNumber,
  isNumber,
  IsOptional,
  IsString,
  isString,
  Max,
  max,
  MaxLength,
  maxLength,
  Min,
  min,
  registerDecorator,
  ValidationArguments,
  type IsNumberOptions,
} from 'class-validator';
import type { CategorySlug, ProductConditionName, ProductQuery, ProductSort } from '@phonehub/contracts';
import {
  CATEGORY_SINGULARS,
  CATEGORY_SLUGS,
  categorySlugFor,
  CONDITIONS,
  conditionFor,
  SORTS,
} from '@phonehub/server-catalogue';
import { CommonErrors } from '../../common/errors/app-error';
import { cleanText } from '../../common/validation/clean-text';

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
function wholeNumber(value: unknown): unknown {
  const v = blankAsMissing(value);
  return typeof v === 'string' && /^\s*[+-]?\d{1,15}\s*$/.test(v) ? Number(v) : v;
}
function dollars(value: unknown): unknown {
  const v = blankAsMissing(value);
  return typeof v === 'string' && /^\s*\d{1,15}(\.\d+)?\s*$/.test(v) ? Number(v) : v;
}
const text = (value: unknown) => blankAsMissing(typeof value === 'string' ? cleanText(value) : value);
/** A known name becomes its stored form; an unknown one stays as sent, so the message can quote it. */
function canonical(value: unknown, lookup: (name: string) => string | undefined): unknown {
  const v = blankAsMissing(value);
  return typeof v === 'string' ? (lookup(v) ?? v) : v;
}
function trueOrFalse(value: unknown): unknown {
  const v = blankAsMissing(value);
  return v === 'true' ? true : v === 'false' ? false : v;
}
const WholeNumber = () => Transform(({ value }) => wholeNumber(value));
const Dollars = () => Transform(({ value }) => dollars(value));
const Text = () => Transform(({ value }) => text(value));
/** Optional free text, cleaned; a repeated parameter (an array) is "not text" before "too long". */
const TextFilter = (field: string, max: number) =>
  applyDecorators(
    IsOptional(),
    Text(),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );
const Canonical = (lookup: (name: string) => string | undefined) =>
  Transform(({ value }) => canonical(value, lookup));

/**
 * Several conditions, repeated or comma-separated, each in its stored form and once; unknown names
 * stay as sent so the message can refuse them; nothing given means no filter.
 */
function conditionList(value: unknown): unknown {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',') : [v],
  );
  const names = parts
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '' && v !== undefined);
  if (names.length === 0) return undefined;
  return [...new Set(names.map((v) => (typeof v === 'string' ? (conditionFor(v) ?? v) : v)))];
}

const SORT = `sort must be one of: ${SORTS.join(', ')}`;
const SEARCH = `search must be at most ${SEARCH_MAX_LENGTH} characters`;
const CONDITION = `condition must be one of: ${CONDITIONS.join(', ')}`;
const INCLUDE_OUT_OF_STOCK = 'includeOutOfStock must be true or false';
const MIN_ABOVE_MAX = 'minPrice must not be greater than maxPrice';
const unknownCategory = (value: unknown) =>
  `Unknown category "${String(value).slice(0, 50)}". Use one of: ${CATEGORY_SINGULARS.join(', ')}`;
const DOLLARS: IsNumberOptions = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };

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
  @IsIn(SORTS, { message: SORT })
  sort?: ProductSort;

  @ApiPropertyOptional({ maxLength: SEARCH_MAX_LENGTH, example: 'iphone 15 pro' })
  @TextFilter('search', SEARCH_MAX_LENGTH)
  search?: string;

  @ApiPropertyOptional({
    description: 'A slug (smart-watches), singular (Smartwatch) or plural (Smart Watches) label, any case',
  })
  @IsOptional()
  @Canonical(categorySlugFor)
  @IsIn(CATEGORY_SLUGS, { message: ({ value }: ValidationArguments) => unknownCategory(value) })
  category?: CategorySlug;

  @ApiPropertyOptional({ example: 'Apple', description: 'Exact brand, any case' })
  @TextFilter('brand', 100)
  brand?: string;

  @ApiPropertyOptional({
    example: 'iPhone 14 Pro',
    description: 'Exact model, any case (the same model in other grades and storage)',
  })
  @TextFilter('model', 100)
  model?: string;

  @ApiPropertyOptional({
    enum: CONDITIONS,
    isArray: true,
    description:
      'One or several, any case: repeated (condition=Good&condition=Very%20Good) or a comma list (condition=Good,Very%20Good)',
  })
  @IsOptional()
  @Transform(({ value }) => conditionList(value))
  @ArrayMaxSize(CONDITIONS.length, { message: CONDITION })
  @IsIn(CONDITIONS, { each: true, message: CONDITION })
  condition?: ProductConditionName[];

  @ApiPropertyOptional({ description: 'Dollars', example: 100 })
  @IsOptional()
  @Dollars()
  @IsNumber(DOLLARS, { message: PRICE('minPrice') })
  @Min(0, { message: PRICE('minPrice') })
  @Max(PRICE_FILTER_MAX, { message: PRICE('minPrice') })
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Dollars', example: 800 })
  @IsOptional()
  @Dollars()
  @IsNumber(DOLLARS, { message: PRICE('maxPrice') })
  @Min(0, { message: PRICE('maxPrice') })
  @Max(PRICE_FILTER_MAX, { message: PRICE('maxPrice') })
  @NotBelowMinPrice()
  maxPrice?: number;

  @ApiPropertyOptional({ default: true, description: 'false: only products in stock' })
  @IsOptional()
  @Transform(({ value }) => trueOrFalse(value))
  @IsBoolean({ message: INCLUDE_OUT_OF_STOCK })
  includeOutOfStock?: boolean;

  /**
   * The decorators above, checked by hand: the listing is the API's busiest route, and
   * class-transformer and class-validator cost it more than the rest of its work in Node
   * (tools/bench, issue 18). The same values, and the same message for the first field refused in
   * the order above (a field that is not allowed first), as the global validation pipe's; the
   * spec holds the two to each other. The decorators stay for the API docs and that spec.
   */
  static fromQuery(query: Readonly<Record<string, unknown>>): ListProductsQueryDto {
    for (const key of Object.keys(query)) {
      // The validation pipe drops __proto__ keys before it looks (stripProtoKeys).
      if (key !== '__proto__' && !LISTING_FIELDS.has(key)) refuse(`The field "${key}" is not allowed`);
    }
    const dto = new ListProductsQueryDto();
    const set = <K extends keyof ListProductsQueryDto>(key: K, value: unknown) => {
      if (key in query) dto[key] = value as ListProductsQueryDto[K];
      return value === undefined || value === null ? undefined : value;
    };
    const page = set('page', wholeNumber(query.page));
    if (page !== undefined && !(isInt(page) && min(page, 1))) refuse(PAGE);
    const limit = set('limit', wholeNumber(query.limit));
    if (limit !== undefined && !(isInt(limit) && min(limit, 1) && max(limit, PRODUCTS_PAGE_MAX)))
      refuse(LIMIT);
    const sort = set('sort', blankAsMissing(query.sort));
    if (sort !== undefined && !isIn(sort, SORTS)) refuse(SORT);
    const search = set('search', text(query.search));
    if (search !== undefined && !isString(search)) refuse('search must be text');
    if (search !== undefined && !maxLength(search, SEARCH_MAX_LENGTH)) refuse(SEARCH);
    const category = set('category', canonical(query.category, categorySlugFor));
    if (category !== undefined && !isIn(category, CATEGORY_SLUGS)) refuse(unknownCategory(category));
    for (const field of ['brand', 'model'] as const) {
      const value = set(field, text(query[field]));
      if (value !== undefined && !isString(value)) refuse(`${field} must be text`);
      if (value !== undefined && !maxLength(value, 100)) refuse(`${field} must be at most 100 characters`);
    }
    const conditions = set('condition', conditionList(query.condition));
    if (
      Array.isArray(conditions) &&
      !(conditions.every((c) => isIn(c, CONDITIONS)) && arrayMaxSize(conditions, CONDITIONS.length))
    )
      refuse(CONDITION);
    const minPrice = set('minPrice', dollars(query.minPrice));
    if (minPrice !== undefined && !isPrice(minPrice)) refuse(PRICE('minPrice'));
    const maxPrice = set('maxPrice', dollars(query.maxPrice));
    if (maxPrice !== undefined && !minNotAbove(minPrice, maxPrice)) refuse(MIN_ABOVE_MAX);
    if (maxPrice !== undefined && !isPrice(maxPrice)) refuse(PRICE('maxPrice'));
    const includeOutOfStock = set('includeOutOfStock', trueOrFalse(query.includeOutOfStock));
    if (includeOutOfStock !== undefined && !isBoolean(includeOutOfStock)) refuse(INCLUDE_OUT_OF_STOCK);
    return dto;
  }
}

const LISTING_FIELDS: ReadonlySet<string> = new Set([
  'page',
  'limit',
  'sort',
  'search',
  'category',
  'brand',
  'model',
  'condition',
  'minPrice',
  'maxPrice',
  'includeOutOfStock',
]);

function refuse(message: string): never {
  throw CommonErrors.validationFailed(message);
}

const isPrice = (value: unknown) => isNumber(value, DOLLARS) && min(value, 0) && max(value, PRICE_FILTER_MAX);

/** A range whose bottom is above its top; anything that is not two numbers is left to the other checks. */
const minNotAbove = (minPrice: unknown, maxPrice: unknown) =>
  typeof maxPrice !== 'number' || typeof minPrice !== 'number' || minPrice <= maxPrice;

/** Cross-field: a range whose bottom is above its top is a mistake worth telling, not an empty page. */
function NotBelowMinPrice(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'notBelowMinPrice',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          minNotAbove((args?.object as ListProductsQueryDto | undefined)?.minPrice, value),
        defaultMessage: () => MIN_ABOVE_MAX,
      },
    });
}
