import type { ContactMessageRequest, ContactMessageResponse } from '@phonehub/contracts';
import { sendContactMessage } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageRequest): Promise<ContactMessageResponse> => sendContactMessage(body),
  });
}
