import { Injectable } from '@nestjs/common';
import type { SellerImageUpload } from '@phonehub/contracts';
import { checkedImageId, ImageStore, readStoredImage } from '../../common/uploads/image-store';
import { CatalogueErrors } from '../catalogue.errors';
import { sellerImageUrl } from './seller-image-url';

/** Sellers' product images: checked like trade photos, kept in the catalogue's own image store. */
@Injectable()
export class ProductImagesService {
  constructor(private readonly store: ImageStore) {}

  async save(bytes: Buffer): Promise<SellerImageUpload> {
    const id = checkedImageId(bytes);
    await this.store.save(id, bytes);
    return { url: sellerImageUrl(id) };
  }

  async read(id: string): Promise<{ bytes: Buffer; contentType: string }> {
    const image = await readStoredImage(this.store, id);
    if (!image) throw CatalogueErrors.imageNotFound();
    return image;
  }
}
