import type { TradeImageUploadResponse } from '@phonehub/contracts';
import { uploadTradeImage } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export type { TradeImageUploadResponse };

/** One photo per call; the API checks its bytes and answers the id a trade request refers to. */
export const uploadTradePhoto = (file: File): Promise<TradeImageUploadResponse> => uploadTradeImage(file);

export function useUploadTradePhoto() {
  return useMutation({
    mutationKey: ['trade-in', 'upload-photo'],
    mutationFn: uploadTradePhoto,
  });
}
