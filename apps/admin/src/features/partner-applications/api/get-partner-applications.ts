import type { AdminPartnerApplication } from '@phonehub/contracts';
import { getAdminPartnerApplications } from '@phonehub/api-client';
import { PARTNER_APPLICATION_STATUSES } from '@phonehub/domain';
import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminPartnerApplication };

export const adminPartnerApplicationsRootKey = ['admin', 'partner-applications'] as const;

/** The page of applications in the address (search by email or company; status), newest first by default. */
export function useAdminPartnerApplications() {
  return usePagedList({
    queryKey: adminPartnerApplicationsRootKey,
    fetcher: getAdminPartnerApplications,
    noun: ['partner application', 'partner applications'],
    filters: { status: PARTNER_APPLICATION_STATUSES },
    defaultSort: '-application_date',
  });
}

/**
 * How many applications wait for a decision: the total of a one-row page of pending ones. Under the
 * list's key, so a review reloads it; quiet when it fails (the section itself says so).
 */
export function usePendingApplicationsCount(): number | undefined {
  const query = useQuery({
    queryKey: [...adminPartnerApplicationsRootKey, 'pending-count'],
    queryFn: ({ signal }) => getAdminPartnerApplications({ status: 'pending', page_size: 1 }, { signal }),
  });
  return query.data?.total;
}
