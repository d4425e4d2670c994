import type { PageQuery, Paged } from './paging';

/** 'verified' is a registered account; 'guest' someone known only from a guest trade-in. */
export type AccountType = 'verified' | 'guest';

export interface AdminUserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: 'customer' | 'admin';
  is_seller: boolean;
  is_suspended: boolean;
  account_type: AccountType;
  /** Trade-ins sent by this account (or, for a guest, this email). */
  trade_count: number;
  /** A guest's first trade-in. */
  created_at: string;
}

/** GET /api/admin/users: newest first. */
export type AdminUsersResponse = Paged<AdminUserRow>;

/** Query of GET /api/admin/users: search matches a name or email; no sort options. */
export type AdminUsersQuery = Omit<PageQuery, 'sort'>;
