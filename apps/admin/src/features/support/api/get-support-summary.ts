import { getAdminSupportSummary } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminSupportRootKey } from './get-support-tickets';

/** Open and overdue tickets and new contact messages; under the support key, so every change reloads it. */
export function useAdminSupportSummary() {
  return useQuery({
    queryKey: [...adminSupportRootKey, 'summary'],
    queryFn: ({ signal }) => getAdminSupportSummary({ signal }),
  });
}
