import {
  SUPPORT_TEXTS,
  SUPPORT_TICKET_CATEGORIES,
  SUPPORT_TICKET_PRIORITIES,
  type AdminSupportTicketsQuery,
  type SupportTicketCategory,
  type SupportTicketPriority,
  type SupportTicketStatusName,
} from '@phonehub/contracts';
import { SUPPORT_TICKET_STATUSES } from '@phonehub/domain';
import { BlankAsMissing, OneOfFilter } from '../../common/paging/list-filters';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** GET /api/admin/support/tickets: overdue first, then newest; filters combine. */
export class AdminSupportTicketsQueryDto extends PageQueryDto implements AdminSupportTicketsQuery {
  @OneOfFilter(SUPPORT_TICKET_STATUSES, { read: BlankAsMissing() })
  status?: SupportTicketStatusName;

  @OneOfFilter(SUPPORT_TICKET_PRIORITIES, { read: BlankAsMissing(), message: SUPPORT_TEXTS.priority })
  priority?: SupportTicketPriority;

  @OneOfFilter(SUPPORT_TICKET_CATEGORIES, { read: BlankAsMissing(), message: SUPPORT_TEXTS.category })
  category?: SupportTicketCategory;
}
