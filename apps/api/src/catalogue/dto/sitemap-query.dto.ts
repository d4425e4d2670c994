import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { SITEMAP_PRODUCTS_PAGE_MAX } from '@phonehub/contracts';

const AFTER = 'after must be the id of a product (the `next` of the page before)';
const LIMIT = `limit must be a whole number from 1 to ${SITEMAP_PRODUCTS_PAGE_MAX}`;

/** A page of the sitemap's walk: the products after `after` in id order, `limit` of them. */
export class SitemapQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The `next` of the page before; unset for the first' })
  @IsOptional()
  @IsUUID('all', { message: AFTER })
  after?: string;

  @ApiPropertyOptional({ default: SITEMAP_PRODUCTS_PAGE_MAX, minimum: 1, maximum: SITEMAP_PRODUCTS_PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT })
  @Min(1, { message: LIMIT })
  @Max(SITEMAP_PRODUCTS_PAGE_MAX, { message: LIMIT })
  limit?: number;
}
