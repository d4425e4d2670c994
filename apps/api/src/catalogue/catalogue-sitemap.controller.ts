import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SitemapProductsResponse } from '@phonehub/contracts';
import { Public } from '../common/decorators/public.decorator';
import { HttpCache } from '../common/http/http-cache';
import { CatalogueSitemapQuery } from './catalogue-sitemap.query';
import { SitemapQueryDto } from './dto/sitemap-query.dto';

/** Kept as briefly as the listing's pages: the storefront's server keeps its own walk a minute. */
const SITEMAP_HTTP_CACHE = { maxAge: 5, staleWhileRevalidate: 10 };

/** What the storefront's server reads to build its sitemaps (apps/storefront/server/src/site-data.ts). */
@ApiTags('catalogue')
@Controller('catalogue')
export class CatalogueSitemapController {
  constructor(private readonly sitemap: CatalogueSitemapQuery) {}

  /** Every listed product's id and last change, by keyset: follow `next` as `after` until it is null. */
  @Public()
  @Get('sitemap')
  @HttpCache(SITEMAP_HTTP_CACHE)
  products(@Query() query: SitemapQueryDto): Promise<SitemapProductsResponse> {
    return this.sitemap.page(query.after, query.limit);
  }
}
