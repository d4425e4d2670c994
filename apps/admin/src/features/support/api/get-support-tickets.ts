import type { AdminSupportTicket } from '@phonehub/contracts';
import { SUPPORT_TICKET_CATEGORIES, SUPPORT_TICKET_PRIORITIES } from '@phonehub/contracts';
import { getAdminSupportTickets } from '@phonehub/api-client';
import { SUPPORT_TICKET_STATUSES } from '@phonehub/domain';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminSupportTicket };

/** Every support query (queue, ticket, summary, contact messages) sits under this key. */
export const adminSupportRootKey = ['admin', 'support'] as const;
export const adminSupportTicketsKey = [...adminSupportRootKey, 'tickets'] as const;

/** The queue in the address (search; status, priority, category): overdue first, then newest. */
export function useAdminSupportTickets() {
  return usePagedList({
    queryKey: adminSupportTicketsKey,
    fetcher: getAdminSupportTickets,
    noun: ['ticket', 'tickets'],
    filters: {
      status: SUPPORT_TICKET_STATUSES,
      priority: SUPPORT_TICKET_PRIORITIES,
      category: SUPPORT_TICKET_CATEGORIES,
    },
    errorToast: 'Failed to load tickets',
  });
}
