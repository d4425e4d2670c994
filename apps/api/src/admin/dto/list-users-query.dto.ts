import type { AdminUsersQuery } from '@phonehub/contracts';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** GET /api/admin/users: newest first; search matches part of a name or email. */
export class ListUsersQueryDto extends PageQueryDto implements AdminUsersQuery {}
