import {
  MAIL_STATUSES,
  type MailListQuery,
  type MailListResponse,
  type MailRecord,
  type MailStatus,
} from '@phonehub/contracts';
import { apiRequest } from '@phonehub/api-client';
import { usePagedList } from '../../../shared/use-paged-list';

export type { MailListQuery, MailListResponse, MailRecord, MailStatus };

export const adminMailsRootKey = ['admin', 'mails'] as const;

export const fetchMails = (
  query: MailListQuery,
  options: { signal?: AbortSignal },
): Promise<MailListResponse> => apiRequest('GET', '/admin/mails', { ...options, query: { ...query } });

/** The page of outgoing mails in the address, newest first; filtered by status, searched by recipient or subject. */
export function useAdminMails() {
  return usePagedList({
    queryKey: adminMailsRootKey,
    fetcher: fetchMails,
    filters: { status: MAIL_STATUSES },
    noun: ['mail', 'mails'],
  });
}
