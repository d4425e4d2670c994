import { Body, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import type { AdminProduct, AdminProductRemoval, Paged, SellerImageUpload } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ImageUploadRoute, UploadedImage } from '../common/uploads/image-upload.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { AdminProductsService } from './admin-products.service';
import { CatalogueErrors } from './catalogue.errors';
import { AdminProductDto, AdminProductsQueryDto } from './dto/admin-catalogue.dto';
import { ProductImagesService } from './sellers/product-images.service';

const productId = new IdParam(CatalogueErrors.productNotFound);

@AdminController('admin/products')
export class AdminProductsController {
  constructor(
    private readonly products: AdminProductsService,
    private readonly images: ProductImagesService,
  ) {}

  @Get()
  list(@Query() query: AdminProductsQueryDto): Promise<Paged<AdminProduct>> {
    return this.products.list(query);
  }

  @Post()
  create(@CurrentUser() admin: UserEntity, @Body() dto: AdminProductDto): Promise<AdminProduct> {
    return this.products.create(admin.id, dto);
  }

  /** One product image (multipart `image`), checked from its bytes like trade photos. */
  @ImageUploadRoute('images')
  async uploadImage(@UploadedImage() image: Promise<Buffer>): Promise<SellerImageUpload> {
    return this.images.save(await image);
  }

  @Put(':id')
  update(
    @CurrentUser() admin: UserEntity,
    @Param('id', productId) id: string,
    @Body() dto: AdminProductDto,
  ): Promise<AdminProduct> {
    return this.products.update(admin.id, id, dto);
  }

  /** Deleted, or hidden when an order has named it: the answer says which. */
  @Delete(':id')
  remove(@CurrentUser() admin: UserEntity, @Param('id', productId) id: string): Promise<AdminProductRemoval> {
    return this.products.remove(admin.id, id);
  }
}
