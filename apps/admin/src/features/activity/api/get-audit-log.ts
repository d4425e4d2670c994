import { AUDIT_ACTIONS, type AuditLogQuery, type AuditLogResponse } from '@phonehub/contracts';
import { getAuditLog } from '@phonehub/api-client';
import { usePagedList } from '../../../shared/use-paged-list';

export const auditLogRootKey = ['admin', 'audit-log'] as const;

/** The kinds of record the log names, as the API calls them. */
export const AUDIT_ENTITY_TYPES = [
  'order',
  'return',
  'trade',
  'device_pricing',
  'seller',
  'partner_application',
  'user',
  'product',
  'review',
  'support_ticket',
  'contact_message',
  'site_settings',
] as const;

const fetchAuditLog = (query: AuditLogQuery, options: { signal?: AbortSignal }): Promise<AuditLogResponse> =>
  getAuditLog(query, options);

/** The page of audit entries in the address, newest first; search by record id or admin email. */
export function useAuditLog() {
  return usePagedList({
    queryKey: auditLogRootKey,
    fetcher: fetchAuditLog,
    filters: { action: AUDIT_ACTIONS, entity_type: AUDIT_ENTITY_TYPES },
    noun: ['entry', 'entries'],
    errorToast: 'Failed to load the activity log',
  });
}
