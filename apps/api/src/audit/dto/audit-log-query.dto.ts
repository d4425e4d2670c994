import { Matches } from 'class-validator';
import type { AuditLogQuery } from '@phonehub/contracts';
import { TextFilter } from '../../common/paging/list-filters';
import { PageQueryDto } from '../../common/paging/page-query.dto';

const NAME = /^[a-z_]+(\.[a-z_]+)?$/;

/** GET /api/admin/audit-log: newest first. */
export class AuditLogQueryDto extends PageQueryDto implements AuditLogQuery {
  @TextFilter(
    64,
    { example: 'user.suspend' },
    Matches(NAME, { message: 'action must look like entity.verb, e.g. user.suspend' }),
  )
  action?: string;

  @TextFilter(
    64,
    { example: 'order' },
    Matches(NAME, { message: 'entity_type must be a record type, e.g. order' }),
  )
  entity_type?: string;

  @TextFilter(100)
  entity_id?: string;

  @TextFilter(254, { description: "An admin's id or part of their email" })
  actor?: string;
}
