import type { SupportReplyRequest, SupportTicketDetail } from '@phonehub/contracts';
import { replyToSupportTicket } from '@phonehub/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportTicketsKey } from './get-support-tickets';
import { supportTicketKey } from './get-support-ticket';

/** The shopper's reply; the conversation shows it at once and the lists reload (the status may change). */
export function useReplyToSupportTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportReplyRequest): Promise<SupportTicketDetail> => replyToSupportTicket(id, body),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(supportTicketKey(id), ticket);
      await queryClient.invalidateQueries({ queryKey: supportTicketsKey });
    },
  });
}
