import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PROFILE_TICKETS_MAX,
  type AdminUserProfile,
  type AdminUserRow,
  type AdminUsersResponse,
} from '@phonehub/contracts';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { UserEntity } from '../auth/entities/user.entity';
import { ReviewsService } from '../catalogue/reviews.service';
import { SellerCatalogueService } from '../catalogue/sellers/seller-catalogue.service';
import { offsetOf, toPaged } from '../common/paging/paged';
import { containsPattern } from '../common/sql/like-pattern';
import { OrdersService } from '../orders/orders.service';
import { SupportTicketsService } from '../support/support-tickets.service';
import { TradeRequestsService } from '../trade/trade-requests.service';
import { UsersService } from '../auth/users.service';
import { AdminErrors } from './admin.errors';
import type { ListUsersQueryDto } from './dto/list-users-query.dto';

interface PersonRow extends Omit<AdminUserRow, 'created_at'> {
  created_at: Date;
  total: number;
}

/** What narrows the people list; null is no filter. */
interface PeopleFilter {
  pattern: string | null;
  role: 'customer' | 'admin' | null;
  seller: boolean | null;
  suspended: boolean | null;
  guest: boolean | null;
  /** One account only (a row answered after a change). */
  id: string | null;
}

/**
 * The people the business knows: customer accounts (sellers included) and guests, a guest being
 * an email that sent a trade-in without an account; administrators only when asked for by role.
 * Newest first; search matches a name or email, and the filters narrow it (a guest is no seller,
 * never suspended, and a customer). One statement, so paging and the total agree. Accounts' trade
 * counts are worked out for the page's rows only: counting for every account first made a page
 * take minutes at 20,000 accounts.
 */
const PEOPLE_SQL = `
  WITH guests AS (
    SELECT DISTINCT ON (lower(t.email))
           'guest_' || md5(lower(t.email)) AS id, t.first_name, t.last_name, lower(t.email) AS email, t.phone,
           min(t.submitted_at) OVER (PARTITION BY lower(t.email)) AS created_at,
           count(*) OVER (PARTITION BY lower(t.email))::int AS trade_count
    FROM trade_requests t
    WHERE t.is_guest
      AND $8::uuid IS NULL
      AND coalesce($4::text, 'customer') = 'customer'
      AND coalesce($5::boolean, false) = false
      AND coalesce($6::boolean, false) = false
      AND coalesce($7::boolean, true) = true
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.email = t.email::citext)
    ORDER BY lower(t.email), t.submitted_at DESC
  ), people AS (
    SELECT u.id::text AS id, u.id AS user_id, u.first_name, u.last_name, u.email::text AS email, u.phone,
           u.role::text AS role, u.is_seller, u.is_suspended, 'registered' AS account_type,
           u.email_verified_at IS NOT NULL AS email_verified, u.created_at,
           NULL::int AS trade_count
    FROM users u
    WHERE u.role::text = coalesce($4::text, 'customer')
      AND ($5::boolean IS NULL OR u.is_seller = $5)
      AND ($6::boolean IS NULL OR u.is_suspended = $6)
      AND coalesce($7::boolean, false) = false
      AND ($8::uuid IS NULL OR u.id = $8)
      AND ($1::text IS NULL OR (u.first_name || ' ' || u.last_name || ' ' || u.email::text) ILIKE $1)
    UNION ALL
    SELECT g.id, NULL, g.first_name, g.last_name, g.email, g.phone,
           'customer', false, false, 'guest', false, g.created_at, g.trade_count
    FROM guests g
    WHERE $1::text IS NULL OR (g.first_name || ' ' || g.last_name || ' ' || g.email) ILIKE $1
  ), page AS (
    SELECT p.*, count(*) OVER ()::int AS total
    FROM people p
    ORDER BY p.created_at DESC, p.id DESC
    OFFSET $2 LIMIT $3
  )
  SELECT page.id, page.first_name, page.last_name, page.email, page.phone, page.role, page.is_seller,
         page.is_suspended, page.account_type, page.email_verified, page.created_at, page.total,
         -- Guest trade-ins sent with an account's email before it existed count as the account's.
         coalesce(page.trade_count,
           ((SELECT count(*) FROM trade_requests t WHERE t.user_id = page.user_id)
             + (SELECT count(*) FROM trade_requests t
                 WHERE t.is_guest AND lower(t.email) = lower(page.email)))::int) AS trade_count
  FROM page
  ORDER BY page.created_at DESC, page.id DESC`;

const NO_FILTER: PeopleFilter = {
  pattern: null,
  role: null,
  seller: null,
  suspended: null,
  guest: null,
  id: null,
};

@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly catalogue: SellerCatalogueService,
    private readonly reviews: ReviewsService,
    private readonly orders: OrdersService,
    private readonly trades: TradeRequestsService,
    private readonly tickets: SupportTicketsService,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListUsersQueryDto): Promise<AdminUsersResponse> {
    const filter: PeopleFilter = {
      pattern: query.search ? containsPattern(query.search) : null,
      role: query.role ?? null,
      seller: query.seller ?? null,
      suspended: query.suspended ?? null,
      guest: query.guest ?? null,
      id: null,
    };
    const rows = await this.people(filter, offsetOf(query), query.page_size);
    // A page past the end has no rows to carry the total: count again without paging.
    const total = rows[0]?.total ?? (query.page > 1 ? ((await this.people(filter, 0, 1))[0]?.total ?? 0) : 0);
    return toPaged(rows.map(toAdminUserRow), total, query);
  }

  /**
   * Suspends or restores an account in one transaction: the flag (the JWT strategy refuses the
   * account's tokens on the next request, and the token_version trigger revokes them for good),
   * the products of an account that sells (they leave the catalogue, and come back unless the
   * seller itself is suspended), and the audit entry. Orders, trades and reviews stay.
   */
  async setSuspended(admin: UserEntity, id: string, suspended: boolean): Promise<AdminUserRow> {
    if (id === admin.id) throw AdminErrors.cannotSuspendSelf();
    await this.db.transaction(async (manager) => {
      const user = await this.users.lockById(manager, id);
      if (!user) throw AdminErrors.userNotFound();
      await this.users.setSuspended(manager, id, suspended);
      if (user.isSeller)
        await this.catalogue.setSellerSuspended(manager, id, suspended || user.sellerSuspended);
      await this.audit.record(
        {
          actorId: admin.id,
          action: 'user.suspend',
          entityType: 'user',
          entityId: id,
          before: { is_suspended: user.isSuspended },
          after: { is_suspended: suspended },
        },
        manager,
      );
    });
    const row = await this.row(id);
    if (!row) throw AdminErrors.userNotFound();
    return row;
  }

  /** The account with its orders, trade-ins, reviews and support tickets, newest first. */
  async profile(id: string): Promise<AdminUserProfile> {
    const user = await this.users.findById(id);
    const row = user && (await this.row(id));
    if (!user || !row) throw AdminErrors.userNotFound();
    const [orders, trades, reviews, tickets] = await Promise.all([
      this.orders.listForUser(user),
      this.trades.listMine(user),
      this.reviews.listByAuthorForAdmin(id),
      this.tickets.listMine(user, { page: 1, page_size: PROFILE_TICKETS_MAX }),
    ]);
    return {
      user: { ...row, seller_suspended: user.sellerSuspended },
      orders,
      trades,
      reviews,
      tickets: tickets.items,
      tickets_total: tickets.total,
    };
  }

  private async row(id: string): Promise<AdminUserRow | null> {
    const user = await this.users.findById(id);
    if (!user) return null;
    const [row] = await this.people({ ...NO_FILTER, id, role: user.role }, 0, 1);
    return row ? toAdminUserRow(row) : null;
  }

  private people(filter: PeopleFilter, offset: number, limit: number): Promise<PersonRow[]> {
    return this.db.query(PEOPLE_SQL, [
      filter.pattern,
      offset,
      limit,
      filter.role,
      filter.seller,
      filter.suspended,
      filter.guest,
      filter.id,
    ]);
  }
}

function toAdminUserRow({ total: _total, created_at, ...row }: PersonRow): AdminUserRow {
  return { ...row, created_at: created_at.toISOString() };
}
