import type { Order } from './orders';
import type { PageQuery, Paged } from './paging';
import type { SupportTicket } from './support';
import type { TradeRequest } from './trade';

/** 'registered' is an account (verified or not: see `email_verified`); 'guest' someone known only from a guest trade-in. */
export type AccountType = 'registered' | 'guest';

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
  /** The account followed a link mailed to its address (always false for a guest). */
  email_verified: boolean;
  /** Trade-ins sent by this account (or, for a guest, this email). */
  trade_count: number;
  /** A guest's first trade-in. */
  created_at: string;
}

/** GET /api/admin/users: newest first. */
export type AdminUsersResponse = Paged<AdminUserRow>;

/** A yes/no filter of a list as it travels in the address and the query string. */
export type BooleanFilter = 'true' | 'false';

/**
 * Query of GET /api/admin/users: search matches a name or email; no sort options. Without `role`
 * the list holds customers (sellers included) and guests; `role=admin` lists the administrators.
 * `seller`, `suspended` and `guest` keep (true) or drop (false) sellers, suspended accounts, guests.
 */
export interface AdminUsersQuery extends Omit<PageQuery, 'sort'> {
  role?: 'customer' | 'admin';
  seller?: BooleanFilter;
  suspended?: BooleanFilter;
  guest?: BooleanFilter;
}

/** PUT /api/admin/users/{id}/suspend: answers the account's row as it is now. */
export interface SuspendUserRequest {
  is_suspended: boolean;
}

/** One review an account wrote, as the admin's profile view lists it. */
export interface AdminUserReview {
  id: string;
  product_id: string;
  product_name: string;
  rating: number;
  title: string;
  content: string;
  /** Hidden by an admin: it no longer shows nor counts in the product's average. */
  hidden: boolean;
  created_at: string;
}

/** How many of each kind the profile lists (the newest); `*_total` says how many there are. */
export const PROFILE_TICKETS_MAX = 100;

/** GET /api/admin/users/{id}: an account and what it did, newest first. */
export interface AdminUserProfile {
  user: AdminUserRow & { seller_suspended: boolean };
  orders: Order[];
  trades: TradeRequest[];
  reviews: AdminUserReview[];
  /** The newest PROFILE_TICKETS_MAX support tickets. */
  tickets: SupportTicket[];
  tickets_total: number;
}
