import { Controller, Get, Param, Res, type StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { imageResponse, type ImageReply } from '../../common/uploads/image-store';
import { ProductImagesService } from './product-images.service';

/** Sellers' uploaded product images (the upload is POST /api/seller/products/images). */
@ApiTags('catalogue')
@Controller('products/images')
export class ProductImagesController {
  constructor(private readonly images: ProductImagesService) {}

  @Public()
  @Get(':id')
  async image(
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: ImageReply,
  ): Promise<StreamableFile> {
    return imageResponse(reply, await this.images.read(id));
  }
}
