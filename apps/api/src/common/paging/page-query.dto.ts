import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PAGE_SIZE_MAX, type PageQuery } from '@phonehub/contracts';
import { cleanText } from '../../catalogue/dto/clean-text';

export const PAGE_SIZE_DEFAULT = 20;

const PAGE_MESSAGE = 'page must be a whole number of at least 1';
const PAGE_SIZE_MESSAGE = `page_size must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

/** A blank search is no search; control characters go, like in every one-line field. */
const cleanSearch = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const clean = cleanText(value);
  return clean === '' ? undefined : clean;
};

/**
 * `page`, `page_size` and `search` of every admin list. Endpoints that sort extend it and declare
 * `sort` with {@link SortBy} and their own allow-list, so a column name never reaches SQL unchecked.
 */
export class PageQueryDto implements PageQuery {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  page: number = 1;

  @ApiPropertyOptional({ default: PAGE_SIZE_DEFAULT, minimum: 1, maximum: PAGE_SIZE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(PAGE_SIZE_MAX, { message: PAGE_SIZE_MESSAGE })
  page_size: number = PAGE_SIZE_DEFAULT;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Transform(cleanSearch)
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}

/** `sort` limited to `fields`, each ascending or, with a leading '-', descending. */
export function SortBy(fields: readonly string[]): PropertyDecorator {
  const allowed = fields.flatMap((field) => [field, `-${field}`]);
  return (target, key) => {
    ApiPropertyOptional({ enum: allowed })(target, key);
    IsOptional()(target, key);
    IsIn(allowed, { message: `sort must be one of: ${allowed.join(', ')}` })(target, key);
  };
}
