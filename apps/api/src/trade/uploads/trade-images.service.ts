import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TradeImageRef, TradeImageUploadResponse } from '@phonehub/contracts';
import { EntityManager, In, Repository } from 'typeorm';
import { TradeUploadEntity } from '../entities/trade-upload.entity';
import { TradeErrors } from '../trade.errors';
import { checkedImageId, ImageStore, readStoredImage } from '../../common/uploads/image-store';
import { removeUnnamedFiles, rowsOf } from '../../common/uploads/unnamed-files';
import { retentionConfig, type RetentionConfig } from '../../config/retention.config';
import { JobHandler } from '../../jobs/job-handler.decorator';

export const tradeImageUrl = (id: string) => `/api/trade/images/${id}`;

/** 32 random bytes, base64url: what the uploader keeps to attach the photo to a trade. */
const newUploadToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

@Injectable()
export class TradeImagesService {
  private readonly logger = new Logger(TradeImagesService.name);

  constructor(
    private readonly store: ImageStore,
    @InjectRepository(TradeUploadEntity) private readonly uploads: Repository<TradeUploadEntity>,
    @Inject(retentionConfig.KEY) private readonly retention: RetentionConfig,
  ) {}

  /**
   * The type comes from the bytes only; the name the file had and its declared type are ignored.
   * The token is answered once and only its hash is kept.
   */
  async save(bytes: Buffer): Promise<TradeImageUploadResponse> {
    const id = checkedImageId(bytes);
    const token = newUploadToken();
    await this.store.save(id, bytes);
    await this.uploads.insert({ id, tokenHash: hashToken(token), tradeId: null });
    return { id, url: tradeImageUrl(id), token };
  }

  async read(id: string): Promise<{ bytes: Buffer; contentType: string }> {
    const image = await readStoredImage(this.store, id);
    if (!image) throw TradeErrors.imageNotFound();
    return image;
  }

  /**
   * Gives the photos to a trade being created in `manager`'s transaction: each must exist, come
   * with its upload's token and belong to no trade yet. The rows are locked, so of two requests
   * claiming one photo at once the second sees it taken. Answers the distinct ids, in order.
   */
  async claim(manager: EntityManager, tradeId: string, refs: readonly TradeImageRef[]): Promise<string[]> {
    const ids = [...new Set(refs.map((ref) => ref.id))];
    const rows = await manager.getRepository(TradeUploadEntity).find({
      where: { id: In(ids) },
      lock: { mode: 'pessimistic_write' },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (ids.some((id) => !byId.has(id)) || !(await this.allStored(ids))) throw TradeErrors.unknownImage();
    for (const ref of refs) {
      const row = byId.get(ref.id) as TradeUploadEntity;
      if (!sameHash(row.tokenHash, hashToken(ref.token))) throw TradeErrors.imageNotYours();
    }
    if (rows.some((row) => row.tradeId !== null)) throw TradeErrors.imageTaken();
    await manager.getRepository(TradeUploadEntity).update({ id: In(ids) }, { tradeId });
    return ids;
  }

  /**
   * Retention, hourly: photos uploaded more than RETENTION_UPLOAD_HOURS ago that no trade claimed go,
   * rows first (a claim locks its rows, so a photo is never taken from a trade being created), then
   * their files. A crash between the two leaves a file no row names, which nothing can claim: the
   * sweep of the store that follows removes those too. Answers how many photos went.
   */
  @JobHandler('retention-trade-uploads', { cron: '47 * * * *', concurrency: 1 })
  async purgeUnclaimed(): Promise<number> {
    const hours = this.retention.unclaimedUploadHours;
    const removed: Array<{ id: string }> = await this.uploads.query(
      `WITH removed AS (
         DELETE FROM trade_uploads WHERE trade_id IS NULL AND created_at < now() - make_interval(hours => $1) RETURNING id
       )
       SELECT id FROM removed`,
      [hours],
    );
    for (const { id } of removed) await this.store.delete(id);
    const orphans = await this.removeOrphanFiles(new Date(Date.now() - hours * 3_600_000));
    if (removed.length + orphans > 0)
      this.logger.log(
        `Removed ${removed.length} unclaimed trade photo(s) and ${orphans} file(s) no upload named`,
      );
    return removed.length + orphans;
  }

  /** The sweep of the photo store after the rows' removal (see removeUnnamedFiles). */
  removeOrphanFiles(before: Date): Promise<number> {
    return removeUnnamedFiles(this.store, before, rowsOf(this.uploads));
  }

  private async allStored(ids: readonly string[]): Promise<boolean> {
    const found = await Promise.all(ids.map((id) => this.store.exists(id)));
    return found.every(Boolean);
  }
}
