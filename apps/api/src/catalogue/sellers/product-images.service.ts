import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SellerImageUpload } from '@phonehub/contracts';
import { Repository } from 'typeorm';
import { checkedImageId, ImageStore, readStoredImage } from '../../common/uploads/image-store';
import { removeUnnamedFiles, rowsOf } from '../../common/uploads/unnamed-files';
import { retentionConfig, type RetentionConfig } from '../../config/retention.config';
import { JobHandler } from '../../jobs/job-handler.decorator';
import { CatalogueErrors } from '../catalogue.errors';
import { ProductImageUploadEntity } from '../entities/product-image-upload.entity';
import { SELLER_IMAGE_ROUTE, sellerImageUrl } from './seller-image-url';

/** How many unclaimed uploads one look through the products covers. */
const CLAIM_BATCH = 500;

/** Sellers' product images: checked like trade photos, kept in the catalogue's own image store. */
@Injectable()
export class ProductImagesService {
  private readonly logger = new Logger(ProductImagesService.name);

  constructor(
    private readonly store: ImageStore,
    @InjectRepository(ProductImageUploadEntity)
    private readonly uploads: Repository<ProductImageUploadEntity>,
    @Inject(retentionConfig.KEY) private readonly retention: RetentionConfig,
  ) {}

  async save(bytes: Buffer): Promise<SellerImageUpload> {
    const id = checkedImageId(bytes);
    await this.store.save(id, bytes);
    await this.uploads.insert({ id, claimedAt: null });
    return { url: sellerImageUrl(id) };
  }

  async read(id: string): Promise<{ bytes: Buffer; contentType: string }> {
    const image = await readStoredImage(this.store, id);
    if (!image) throw CatalogueErrors.imageNotFound();
    return image;
  }

  /**
   * Retention, hourly: an image uploaded more than RETENTION_UPLOAD_HOURS ago that no product uses
   * goes, row then file; one a product uses is marked claimed and never looked at again. Products
   * are searched only for the (few) unclaimed uploads that are old enough, a batch at a time; then
   * the store is swept for files no row names. Answers how many files went.
   */
  @JobHandler('retention-product-uploads', { cron: '57 * * * *', concurrency: 1 })
  async purgeUnclaimed(): Promise<number> {
    const hours = this.retention.unclaimedUploadHours;
    let removed = 0;
    for (;;) {
      const { looked, gone } = await this.uploads.manager.transaction(async (manager) => {
        const batch: Array<{ id: string }> = await manager.query(
          `SELECT id FROM product_image_uploads
            WHERE claimed_at IS NULL AND created_at < now() - make_interval(hours => $1)
            ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [hours, CLAIM_BATCH],
        );
        const ids = batch.map(({ id }) => id);
        if (ids.length === 0) return { looked: 0, gone: [] as string[] };
        await manager.query(
          `UPDATE product_image_uploads u SET claimed_at = now()
            WHERE u.id = ANY($1)
              AND EXISTS (SELECT 1 FROM products p WHERE p.images && $2::text[] AND $3 || '/' || u.id = ANY(p.images))`,
          [ids, ids.map(sellerImageUrl), SELLER_IMAGE_ROUTE],
        );
        const deleted: Array<{ id: string }> = await manager.query(
          `WITH deleted AS (
             DELETE FROM product_image_uploads WHERE id = ANY($1) AND claimed_at IS NULL RETURNING id
           )
           SELECT id FROM deleted`,
          [ids],
        );
        return { looked: ids.length, gone: deleted.map(({ id }) => id) };
      });
      for (const id of gone) await this.store.delete(id);
      removed += gone.length;
      if (looked < CLAIM_BATCH) break;
    }
    const before = new Date(Date.now() - hours * 3_600_000);
    const orphans = await removeUnnamedFiles(this.store, before, rowsOf(this.uploads));
    if (removed + orphans > 0)
      this.logger.log(`Removed ${removed} product image(s) no product used and ${orphans} unnamed file(s)`);
    return removed + orphans;
  }
}
