import { CreateDateColumn, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One uploaded product image (a seller's or the admin's). It is kept once a product has used it
 * (claimed_at, set by the retention job when it finds the image on a product); one no product used
 * within RETENTION_UPLOAD_HOURS goes, row and file.
 */
@Entity({ name: 'product_image_uploads' })
export class ProductImageUploadEntity {
  /** The image id (see common/uploads/image-store.ts), also the stored file's name. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Index('ix_product_image_uploads_unclaimed', { where: 'claimed_at IS NULL' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
