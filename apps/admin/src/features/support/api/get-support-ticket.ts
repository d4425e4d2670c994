import { getAdminSupportTicket, getSupportAssignees } from '@phonehub/api-client';
import type { AdminSupportTicketDetail } from '@phonehub/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminSupportRootKey, adminSupportTicketsKey } from './get-support-tickets';

export type { AdminSupportTicketDetail };

export const adminSupportTicketKey = (id: string) => [...adminSupportTicketsKey, 'detail', id] as const;

/** One ticket with its conversation and the queue's fields. */
export function useAdminSupportTicket(id: string) {
  return useQuery({
    queryKey: adminSupportTicketKey(id),
    queryFn: ({ signal }) => getAdminSupportTicket(id, { signal }),
  });
}

/** The admins a ticket can be assigned to. */
export function useSupportAssignees() {
  return useQuery({
    queryKey: [...adminSupportRootKey, 'assignees'],
    queryFn: ({ signal }) => getSupportAssignees({ signal }),
    staleTime: 5 * 60_000,
  });
}
