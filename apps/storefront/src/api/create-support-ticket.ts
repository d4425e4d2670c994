import type { CreateSupportTicketRequest, SupportTicket } from '@phonehub/contracts';
import { createSupportTicket } from '@phonehub/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportTicketsKey } from './get-support-tickets';

/** Opens a ticket; the lists reload. */
export function useCreateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupportTicketRequest): Promise<SupportTicket> => createSupportTicket(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportTicketsKey }),
  });
}
