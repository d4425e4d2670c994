import type { AdminContactMessagesQuery, ContactMessageStatus } from '@phonehub/contracts';
import { BlankAsMissing, OneOfFilter } from '../../common/paging/list-filters';
import { PageQueryDto } from '../../common/paging/page-query.dto';

const STATUSES: readonly ContactMessageStatus[] = ['new', 'replied', 'converted'];

/** GET /api/admin/contact-messages: newest first; search matches name, email or subject. */
export class AdminContactMessagesQueryDto extends PageQueryDto implements AdminContactMessagesQuery {
  @OneOfFilter(STATUSES, { read: BlankAsMissing() })
  status?: ContactMessageStatus;
}
