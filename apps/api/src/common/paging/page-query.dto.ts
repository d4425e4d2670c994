import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAGE_SIZE_MAX, type PageQuery } from '@phonehub/contracts';
import { TextFilter } from './list-filters';

export const PAGE_SIZE_DEFAULT = 20;

const PAGE_MESSAGE = 'page must be a whole number of at least 1';
const PAGE_SIZE_MESSAGE = `page_size must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

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

  @TextFilter(100, { maxLength: 100 })
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
