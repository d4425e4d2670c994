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

export interface AdminUsersResponse {
  users: AdminUserRow[];
  total: number;
}

/** Query of GET /api/admin/users: pages of `limit` (at most 200), optionally matching a name or email. */
export interface AdminUsersQuery {
  page?: number;
  limit?: number;
  search?: string;
}
