import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { UPLOADED_IMAGE_HEADERS } from '../../common/uploads/image-store';
import { ProductImagesService } from './product-images.service';

/** The part of Fastify's reply used here (Nest runs its own copy of fastify, so no type import). */
interface Reply {
  headers(values: Record<string, string>): unknown;
}

/** Sellers' uploaded product images (the upload is POST /api/seller/products/images). */
@ApiTags('catalogue')
@Controller('products/images')
export class ProductImagesController {
  constructor(private readonly images: ProductImagesService) {}

  /** Headers are set only once the image exists: a 404 must not be cached for a year. */
  @Public()
  @Get(':id')
  async image(@Param('id') id: string, @Res({ passthrough: true }) reply: Reply): Promise<StreamableFile> {
    const { bytes, contentType } = await this.images.read(id);
    reply.headers(UPLOADED_IMAGE_HEADERS);
    return new StreamableFile(bytes, { type: contentType, length: bytes.length });
  }
}
