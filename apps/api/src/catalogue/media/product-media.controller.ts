import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { ProductMediaService } from './product-media.service';

/** The part of Fastify's reply used here (Nest runs its own copy of fastify, so no type import). */
interface Reply {
  headers(values: Record<string, string>): unknown;
}

const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  // A picture's URL names what it shows, so it never changes: browsers may keep it for a year.
  'cache-control': 'public, max-age=31536000, immutable',
  // Opened on its own, the SVG may run nothing and load nothing.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  // The admin remote lives on another origin and must be able to show it.
  'cross-origin-resource-policy': 'cross-origin',
};

@ApiTags('catalogue')
@Controller('media/products')
export class ProductMediaController {
  constructor(private readonly media: ProductMediaService) {}

  /** Headers are set only once the picture exists: a 404 must not be cached for a year. */
  @Public()
  @Get(':file')
  @ApiProduces('image/svg+xml')
  async image(@Param('file') file: string, @Res({ passthrough: true }) reply: Reply): Promise<string> {
    const svg = await this.media.render(file);
    reply.headers(IMAGE_HEADERS);
    return svg;
  }
}
