import type { AdminPartnerApplicationsQuery, PartnerApplicationStatusName } from '@phonehub/contracts';
import { PARTNER_APPLICATION_STATUSES } from '@phonehub/domain';
import { BlankAsMissing, OneOfFilter } from '../../common/paging/list-filters';
import { PageQueryDto, SortBy } from '../../common/paging/page-query.dto';

export const PARTNER_APPLICATION_SORTS = ['application_date', 'company_name'] as const;
export type PartnerApplicationSort = (typeof PARTNER_APPLICATION_SORTS)[number];

/** GET /api/admin/partner-applications: newest first unless sorted; search by email or company. */
export class AdminPartnerApplicationsQueryDto extends PageQueryDto implements AdminPartnerApplicationsQuery {
  @SortBy(PARTNER_APPLICATION_SORTS)
  sort?: string;

  @OneOfFilter(PARTNER_APPLICATION_STATUSES, { read: BlankAsMissing() })
  status?: PartnerApplicationStatusName;
}
