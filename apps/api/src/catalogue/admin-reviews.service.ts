import { Injectable } from '@nestjs/common';
import type { AdminReview, Paged } from '@phonehub/contracts';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { UsersService } from '../auth/users.service';
import { toPaged } from '../common/paging/paged';
import { containsPattern } from '../common/sql/like-pattern';
import { countRows, pageClause, sqlParams } from '../common/sql/raw-page';
import { CatalogueErrors } from './catalogue.errors';
import type { AdminReviewsQueryDto, StaffReviewDto } from './dto/admin-catalogue.dto';
import { PurchaseVerifier } from './purchase-verifier.port';
import { purchaseVerification } from './review-verification';

interface AdminReviewRow {
  id: string;
  product_id: string;
  product_name: string;
  product_brand: string;
  product_model: string;
  author_name: string;
  user_id: string | null;
  rating: number;
  title: string;
  content: string;
  is_staff: boolean;
  hidden_at: Date | null;
  created_at: Date;
  report_count: number;
}

const DEFAULT_STAFF_RATING = 5;

/**
 * The admin's reviews: every review, hidden ones included, with how often customers reported it.
 * Staff reviews are recorded as such (is_staff, no user): the public list labels them and they
 * count in ratings only when the marketplace setting says so.
 */
@Injectable()
export class AdminReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly purchases: PurchaseVerifier,
    private readonly audit: AuditService,
    private readonly users: UsersService,
  ) {}

  async list(query: AdminReviewsQueryDto): Promise<Paged<AdminReview>> {
    const { values, add } = sqlParams();
    const where = ['true'];
    if (query.type) where.push(query.type === 'staff' ? 'r.is_staff' : 'NOT r.is_staff');
    if (query.rating) where.push(`r.rating = ${add(query.rating)}`);
    if (query.product_id) where.push(`r.product_id = ${add(query.product_id.toLowerCase())}`);
    if (query.reported) where.push('EXISTS (SELECT 1 FROM review_reports rr WHERE rr.review_id = r.id)');
    if (query.search) {
      const text = add(containsPattern(query.search));
      where.push(`(p.name ILIKE ${text} OR r.author_name ILIKE ${text} OR r.title ILIKE ${text})`);
    }
    const filter = where.join(' AND ');
    const total = await countRows(
      this.dataSource,
      `reviews r JOIN products p ON p.id = r.product_id WHERE ${filter}`,
      values,
    );
    const page = pageClause(add, query);
    const rows = await this.dataSource.query<AdminReviewRow[]>(
      `${this.select()} WHERE ${filter} ORDER BY r.created_at DESC, r.id DESC ${page}`,
      values,
    );
    return toPaged(await this.toAdmin(rows), total, query);
  }

  /** A staff review of any existing product (hidden or deactivated ones included, for completeness). */
  async createStaff(actorId: string | null, dto: StaffReviewDto): Promise<AdminReview> {
    const author = (dto.author ?? dto.fake_username) as string;
    const id = await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<Array<{ id: string }>>(
        `INSERT INTO reviews (product_id, user_id, author_name, rating, title, content, is_staff)
         SELECT p.id, NULL, $2, $3, $4, $5, true FROM products p WHERE p.id = $1
         RETURNING id`,
        [dto.product_id.toLowerCase(), author, dto.rating ?? DEFAULT_STAFF_RATING, dto.title, dto.content],
      );
      if (rows.length === 0) throw CatalogueErrors.productNotFound();
      await this.audit.record(
        {
          actorId,
          action: 'review.create',
          entityType: 'review',
          entityId: rows[0].id,
          after: {
            product_id: dto.product_id,
            type: 'staff',
            rating: dto.rating ?? DEFAULT_STAFF_RATING,
            title: dto.title,
            author,
          },
        },
        manager,
      );
      return rows[0].id;
    });
    return this.one(id);
  }

  async setHidden(actorId: string | null, id: string, hidden: boolean): Promise<AdminReview> {
    await this.dataSource.transaction(async (manager) => {
      const [before] = await manager.query<Array<{ hidden: boolean }>>(
        `SELECT hidden_at IS NOT NULL AS hidden FROM reviews WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) throw CatalogueErrors.reviewNotFound();
      if (before.hidden === hidden) return;
      await manager.query(`UPDATE reviews SET hidden_at = ${hidden ? 'now()' : 'NULL'} WHERE id = $1`, [id]);
      await this.audit.record(
        {
          actorId,
          action: 'review.hide',
          entityType: 'review',
          entityId: id,
          before: { hidden: before.hidden },
          after: { hidden },
        },
        manager,
      );
    });
    return this.one(id);
  }

  async remove(actorId: string | null, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [deleted] = await manager.query<
        [
          Array<{
            product_id: string;
            is_staff: boolean;
            rating: number;
            title: string;
            author_name: string;
          }>,
          number,
        ]
      >(`DELETE FROM reviews WHERE id = $1 RETURNING product_id, is_staff, rating, title, author_name`, [id]);
      const row = deleted[0];
      if (!row) throw CatalogueErrors.reviewNotFound();
      await this.audit.record(
        {
          actorId,
          action: 'review.delete',
          entityType: 'review',
          entityId: id,
          before: {
            product_id: row.product_id,
            type: row.is_staff ? 'staff' : 'customer',
            rating: row.rating,
            title: row.title,
            author: row.author_name,
          },
        },
        manager,
      );
    });
  }

  private select(): string {
    return `SELECT r.id, r.product_id, p.name AS product_name, p.brand AS product_brand, p.model AS product_model,
        r.author_name, r.user_id, r.rating, r.title, r.content, r.is_staff, r.hidden_at,
        r.created_at, (SELECT count(*)::int FROM review_reports rr WHERE rr.review_id = r.id) AS report_count
      FROM reviews r JOIN products p ON p.id = r.product_id`;
  }

  private async one(id: string): Promise<AdminReview> {
    const rows = await this.dataSource.query<AdminReviewRow[]>(`${this.select()} WHERE r.id = $1`, [id]);
    const [review] = await this.toAdmin(rows);
    if (!review) throw CatalogueErrors.reviewNotFound();
    return review;
  }

  private async toAdmin(rows: readonly AdminReviewRow[]): Promise<AdminReview[]> {
    const verified = await purchaseVerification(this.purchases, rows);
    // The authors' current emails, from the accounts' owner (one query for the page).
    const emails = await this.users.emailsById(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])));
    return rows.map((r) => ({
      id: r.id,
      product_id: r.product_id,
      product_name: r.product_name,
      product_brand: r.product_brand,
      product_model: r.product_model,
      username: r.author_name,
      user_id: r.user_id,
      user_email: r.user_id === null ? null : (emails.get(r.user_id) ?? null),
      rating: r.rating,
      title: r.title,
      content: r.content,
      type: r.is_staff ? 'staff' : 'customer',
      verified_purchase: verified(r),
      report_count: r.report_count,
      hidden: r.hidden_at !== null,
      created_at: r.created_at.toISOString(),
    }));
  }
}
