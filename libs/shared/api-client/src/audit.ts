import type { AuditLogQuery, AuditLogResponse } from '@phonehub/contracts';
import { queryCall } from './endpoints';

/** One page of the admin audit log, newest first, narrowed by action, record or actor. */
export const getAuditLog = queryCall<AuditLogQuery, AuditLogResponse>('/admin/audit-log');
