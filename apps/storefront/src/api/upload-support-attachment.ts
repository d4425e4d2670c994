import type { SupportAttachment } from '@phonehub/contracts';
import { uploadSupportAttachment } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

/** Uploads one image for a message (checked by the API like trade photos). */
export function useUploadSupportAttachment() {
  return useMutation({
    mutationFn: (file: File): Promise<SupportAttachment> => uploadSupportAttachment(file),
  });
}
