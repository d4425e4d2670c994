import type { AuditLogQuery, AuditLogResponse } from '@phonehub/contracts';
import { apiRequest } from './http';

/** One page of the admin audit log, newest first, narrowed by action, record or actor. */
export function getAuditLog(
  query: AuditLogQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<AuditLogResponse> {
  return apiRequest('GET', '/admin/audit-log', { ...options, query: { ...query } });
}
