import type { SupportTicketDetail } from '@phonehub/contracts';
import { getSupportTicket } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';
import { supportTicketsKey } from './get-support-tickets';

export type { SupportTicketDetail };

export const supportTicketKey = (id: string) => [...supportTicketsKey, 'detail', id] as const;

/** One ticket with its whole conversation. */
export function useSupportTicket(id: string) {
  return useQuery({
    queryKey: supportTicketKey(id),
    queryFn: ({ signal }) => getSupportTicket(id, { signal }),
  });
}
