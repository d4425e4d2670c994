import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminUserRow, AdminUsersResponse } from '@phonehub/contracts';
import { DataSource } from 'typeorm';
import { offsetOf, toPaged } from '../common/paging/paged';
import { containsPattern } from '../common/sql/like-pattern';
import type { ListUsersQueryDto } from './dto/list-users-query.dto';

interface PersonRow extends Omit<AdminUserRow, 'created_at'> {
  created_at: Date;
  total: number;
}

/**
 * The people the business knows: customer accounts (sellers included) and guests, a guest being
 * an email that sent a trade-in without an account. Newest first; search matches a name or email.
 * One statement, so paging and the total agree. Accounts' trade counts are worked out for the
 * page's rows only: counting for every account first made a page take minutes at 20,000 accounts.
 */
const PEOPLE_SQL = `
  WITH guests AS (
    SELECT DISTINCT ON (lower(t.email))
           'guest_' || md5(lower(t.email)) AS id, t.first_name, t.last_name, lower(t.email) AS email, t.phone,
           min(t.submitted_at) OVER (PARTITION BY lower(t.email)) AS created_at,
           count(*) OVER (PARTITION BY lower(t.email))::int AS trade_count
    FROM trade_requests t
    WHERE t.is_guest
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.email = t.email::citext)
    ORDER BY lower(t.email), t.submitted_at DESC
  ), people AS (
    SELECT u.id::text AS id, u.id AS user_id, u.first_name, u.last_name, u.email::text AS email, u.phone,
           'customer' AS role, u.is_seller, u.is_suspended, 'verified' AS account_type, u.created_at,
           NULL::int AS trade_count
    FROM users u
    WHERE u.role = 'customer'
      AND ($1::text IS NULL OR (u.first_name || ' ' || u.last_name || ' ' || u.email::text) ILIKE $1)
    UNION ALL
    SELECT g.id, NULL, g.first_name, g.last_name, g.email, g.phone,
           'customer', false, false, 'guest', g.created_at, g.trade_count
    FROM guests g
    WHERE $1::text IS NULL OR (g.first_name || ' ' || g.last_name || ' ' || g.email) ILIKE $1
  ), page AS (
    SELECT p.*, count(*) OVER ()::int AS total
    FROM people p
    ORDER BY p.created_at DESC, p.id DESC
    OFFSET $2 LIMIT $3
  )
  SELECT page.id, page.first_name, page.last_name, page.email, page.phone, page.role, page.is_seller,
         page.is_suspended, page.account_type, page.created_at, page.total,
         -- Guest trade-ins sent with an account's email before it existed count as the account's.
         coalesce(page.trade_count,
           ((SELECT count(*) FROM trade_requests t WHERE t.user_id = page.user_id)
             + (SELECT count(*) FROM trade_requests t
                 WHERE t.is_guest AND lower(t.email) = lower(page.email)))::int) AS trade_count
  FROM page
  ORDER BY page.created_at DESC, page.id DESC`;

@Injectable()
export class AdminUsersService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(query: ListUsersQueryDto): Promise<AdminUsersResponse> {
    const pattern = query.search ? containsPattern(query.search) : null;
    const rows: PersonRow[] = await this.db.query(PEOPLE_SQL, [pattern, offsetOf(query), query.page_size]);
    // A page past the end has no rows to carry the total: count again without paging.
    const total = rows[0]?.total ?? (query.page > 1 ? await this.count(pattern) : 0);
    return toPaged(rows.map(toAdminUserRow), total, query);
  }

  private async count(pattern: string | null): Promise<number> {
    const [row] = await this.db.query(PEOPLE_SQL, [pattern, 0, 1]);
    return row?.total ?? 0;
  }
}

function toAdminUserRow({ total: _total, created_at, ...row }: PersonRow): AdminUserRow {
  return { ...row, created_at: created_at.toISOString() };
}
