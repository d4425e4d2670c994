import { Injectable } from '@nestjs/common';
import type { TradeImageUploadResponse } from '@phonehub/contracts';
import { ImageTooLargeError, TradeImageNotFoundError, UnsupportedImageError } from '../trade.errors';
import { CONTENT_TYPES, detectImageKind } from './image-type';
import { IMAGE_ID_PATTERN, newImageId, TradeImageStore } from './trade-image-store';
import { TRADE_IMAGE_MAX_BYTES } from '@phonehub/domain';

export const tradeImageUrl = (id: string) => `/api/trade/images/${id}`;

@Injectable()
export class TradeImagesService {
  constructor(private readonly store: TradeImageStore) {}

  /** The type comes from the bytes only; the name the file had and its declared type are ignored. */
  async save(bytes: Buffer): Promise<TradeImageUploadResponse> {
    if (bytes.length > TRADE_IMAGE_MAX_BYTES) throw new ImageTooLargeError();
    const kind = detectImageKind(bytes);
    if (!kind) throw new UnsupportedImageError();
    const id = newImageId(kind);
    await this.store.save(id, bytes);
    return { id, url: tradeImageUrl(id) };
  }

  async read(id: string): Promise<{ bytes: Buffer; contentType: string }> {
    const match = IMAGE_ID_PATTERN.exec(id);
    const bytes = match ? await this.store.read(id) : null;
    if (!match || !bytes) throw new TradeImageNotFoundError();
    return { bytes, contentType: CONTENT_TYPES[match[1] as keyof typeof CONTENT_TYPES] };
  }

  async allExist(ids: readonly string[]): Promise<boolean> {
    const found = await Promise.all(ids.map((id) => this.store.exists(id)));
    return found.every(Boolean);
  }
}
