import type { Paged, SupportTicket } from '@phonehub/contracts';
import { getSupportTickets } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type { SupportTicket };

export const TICKETS_PAGE_SIZE = 10;
export const supportTicketsKey = ['support', 'tickets'] as const;

/** The signed-in shopper's tickets, newest first, one page at a time. */
export function useSupportTickets(page: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...supportTicketsKey, user?.id, page] as const,
    queryFn: ({ signal }): Promise<Paged<SupportTicket>> =>
      getSupportTickets({ page, page_size: TICKETS_PAGE_SIZE }, { signal }),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}
