import { MAIL_STATUSES, type MailListQuery, type MailStatus } from '@phonehub/contracts';
import { OneLine } from '../../common/validation/field.decorators';
import { OneOfFilter, TextFilter } from '../../common/paging/list-filters';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** GET /api/admin/mails: newest first. */
export class MailListQueryDto extends PageQueryDto implements MailListQuery {
  @OneOfFilter(MAIL_STATUSES, { read: OneLine() })
  status?: MailStatus;

  @TextFilter(254, { description: 'Part of the recipient address' })
  recipient?: string;
}
