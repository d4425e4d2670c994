import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SupportAttachment } from '@phonehub/contracts';
import { EntityManager, In, Repository } from 'typeorm';
import { checkedImageId, ImageStore, readStoredImage } from '../common/uploads/image-store';
import { removeUnnamedFiles, rowsOf } from '../common/uploads/unnamed-files';
import { retentionConfig, type RetentionConfig } from '../config/retention.config';
import { JobHandler } from '../jobs/job-handler.decorator';
import { SupportAttachmentEntity } from './entities/support-attachment.entity';
import { SupportErrors } from './support.errors';

export const supportAttachmentUrl = (id: string) => `/api/support/attachments/${id}`;
export const toSupportAttachment = (id: string): SupportAttachment => ({ id, url: supportAttachmentUrl(id) });

/** The support module's own image store (its directory), beside the trade photos' and product images'. */
export abstract class SupportImageStore extends ImageStore {}

/**
 * Images attached to ticket messages, checked exactly like trade photos (type from the bytes, 5 MB).
 * They are served by their random id, like trade photos, so the conversation's <img> tags work.
 */
@Injectable()
export class SupportAttachmentsService {
  private readonly logger = new Logger(SupportAttachmentsService.name);

  constructor(
    private readonly store: SupportImageStore,
    @InjectRepository(SupportAttachmentEntity) private readonly uploads: Repository<SupportAttachmentEntity>,
    @Inject(retentionConfig.KEY) private readonly retention: RetentionConfig,
  ) {}

  async save(uploaderId: string, bytes: Buffer): Promise<SupportAttachment> {
    const id = checkedImageId(bytes);
    await this.store.save(id, bytes);
    await this.uploads.insert({ id, uploaderId, messageId: null });
    return toSupportAttachment(id);
  }

  async read(id: string): Promise<{ bytes: Buffer; contentType: string }> {
    const image = await readStoredImage(this.store, id);
    if (!image) throw SupportErrors.attachmentNotFound();
    return image;
  }

  /**
   * Gives the images to a message being written in `manager`'s transaction: each must have been
   * uploaded by the message's author and be attached to nothing yet. The rows are locked, so one
   * image cannot go to two messages sent at the same moment.
   */
  async claim(
    manager: EntityManager,
    uploaderId: string,
    messageId: string,
    ids: readonly string[],
  ): Promise<void> {
    if (ids.length === 0) return;
    const repo = manager.getRepository(SupportAttachmentEntity);
    const rows = await repo.find({ where: { id: In([...ids]) }, lock: { mode: 'pessimistic_write' } });
    const usable = rows.filter((row) => row.uploaderId === uploaderId && row.messageId === null);
    if (usable.length !== ids.length) throw SupportErrors.unusableAttachment();
    const stored = await Promise.all(ids.map((id) => this.store.exists(id)));
    if (!stored.every(Boolean)) throw SupportErrors.unusableAttachment();
    await repo.update({ id: In([...ids]) }, { messageId });
  }

  /**
   * Retention, hourly, as for trade photos: images uploaded more than RETENTION_UPLOAD_HOURS ago that
   * no message took go, rows first (a claim locks its rows), then their files; then the store is swept
   * for files no row names (a crash between the two, the images of a deleted account's messages).
   */
  @JobHandler('retention-support-uploads', { cron: '51 * * * *', concurrency: 1 })
  async purgeUnclaimed(): Promise<number> {
    const hours = this.retention.unclaimedUploadHours;
    const removed: Array<{ id: string }> = await this.uploads.query(
      `WITH removed AS (
         DELETE FROM support_attachments
          WHERE message_id IS NULL AND created_at < now() - make_interval(hours => $1)
          RETURNING id
       )
       SELECT id FROM removed`,
      [hours],
    );
    for (const { id } of removed) await this.store.delete(id);
    const before = new Date(Date.now() - hours * 3_600_000);
    const orphans = await removeUnnamedFiles(this.store, before, rowsOf(this.uploads));
    if (removed.length + orphans > 0)
      this.logger.log(`Removed ${removed.length} unattached support image(s) and ${orphans} unnamed file(s)`);
    return removed.length + orphans;
  }
}
