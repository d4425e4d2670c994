import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { AdminProduct, AdminProductRemoval, Paged, SellerImageUpload } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { readImageUpload, type UploadRequest } from '../common/uploads/multipart';
import { IdParam } from '../common/validation/id-param.pipe';
import { AdminProductsService } from './admin-products.service';
import { ProductNotFoundError } from './catalogue.errors';
import { AdminProductDto, AdminProductsQueryDto } from './dto/admin-catalogue.dto';
import { ProductImagesService } from './sellers/product-images.service';

const productId = new IdParam(() => new ProductNotFoundError());

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/products')
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
  @RateLimited()
  @Post('images')
  @ApiConsumes('multipart/form-data')
  async uploadImage(@Req() request: UploadRequest): Promise<SellerImageUpload> {
    return this.images.save(await readImageUpload(request));
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
