import { Injectable } from '@nestjs/common';
import type { AdminUserReview, Paged, Review, ReviewReport, UserReview } from '@phonehub/contracts';
import { isUuid, visibleSql } from '@phonehub/server-catalogue';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { isUniqueViolation } from '../database/postgres-errors';
import { offsetOf, toPaged } from '../common/paging/paged';
import type { PageQueryDto } from '../common/paging/page-query.dto';
import { CatalogueErrors } from './catalogue.errors';
import type { CreateReviewDto } from './dto/create-review.dto';
import { PurchaseVerifier } from './purchase-verifier.port';
import { purchaseVerification } from './review-verification';

/** The product page shows the newest reviews; review_count on the product has the full number. */
export const PRODUCT_REVIEWS_SHOWN = 100;

interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string | null;
  author_name: string;
  rating: number;
  title: string;
  content: string;
  is_staff: boolean;
  created_at: Date;
}

interface UserReviewRow extends ReviewRow {
  product_name: string;
  product_brand: string;
  product_model: string;
}

const REVIEW_FIELDS = [
  'id',
  'product_id',
  'user_id',
  'author_name',
  'rating',
  'title',
  'content',
  'is_staff',
  'created_at',
];
const REVIEW_COLUMNS = REVIEW_FIELDS.map((field) => `r.${field}`).join(', ');

/** 'Jamie R.' for Jamie Rivera. */
export function displayName(user: Pick<UserEntity, 'firstName' | 'lastName'>): string {
  const initial = [...user.lastName.trim()][0];
  return initial ? `${user.firstName.trim()} ${initial.toUpperCase()}.` : user.firstName.trim();
}

@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly purchases: PurchaseVerifier,
  ) {}

  /** Newest first; reviews an admin hid are left out. */
  async listForProduct(productId: string): Promise<Review[]> {
    await this.assertVisible(productId);
    const rows = await this.dataSource.query<ReviewRow[]>(
      `SELECT ${REVIEW_COLUMNS} FROM reviews r WHERE r.product_id = $1 AND r.hidden_at IS NULL
       ORDER BY r.created_at DESC, r.id DESC LIMIT ${PRODUCT_REVIEWS_SHOWN}`,
      [productId],
    );
    return this.withVerification(rows);
  }

  /**
   * One review per customer and product; the unique index settles two sent at once. The insert
   * only happens when the product is visible and not the reviewer's own listing (a seller's review
   * of it would count in their rating), so checking and writing are one statement.
   */
  async create(user: UserEntity, productId: string, dto: CreateReviewDto): Promise<Review> {
    if (!isUuid(productId)) throw CatalogueErrors.productNotFound();
    let rows: ReviewRow[];
    try {
      rows = await this.dataSource.query<ReviewRow[]>(
        `INSERT INTO reviews (product_id, user_id, author_name, rating, title, content)
         SELECT p.id, $2::uuid, $3::text, $4::int, $5::text, $6::text
         FROM products p WHERE p.id = $1 AND ${visibleSql('p')} AND p.seller_id IS DISTINCT FROM $2::uuid
         RETURNING ${REVIEW_FIELDS.join(', ')}`,
        [productId, user.id, displayName(user), dto.rating, dto.title, dto.content],
      );
    } catch (error) {
      if (isUniqueViolation(error, 'uq_reviews_product_user')) throw CatalogueErrors.reviewAlreadyExists();
      throw error;
    }
    if (rows.length === 0) throw await this.whyNotReviewed(user, productId);
    const [review] = await this.withVerification(rows);
    return review;
  }

  /** Nothing was inserted: the reviewer's own listing, or a product they cannot see. */
  private async whyNotReviewed(user: UserEntity, productId: string): Promise<Error> {
    const own: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM products p WHERE p.id = $1 AND p.seller_id = $2 AND ${visibleSql('p')}`,
      [productId, user.id],
    );
    return own.length > 0 ? CatalogueErrors.ownProductReview() : CatalogueErrors.productNotFound();
  }

  /**
   * A customer reports a review they can see (once: a second report is 409). Their own review
   * cannot be reported. The unique index settles two reports sent at once.
   */
  async report(user: UserEntity, reviewId: string, reason: string): Promise<ReviewReport> {
    if (!isUuid(reviewId)) throw CatalogueErrors.reviewNotFound();
    const [review] = await this.dataSource.query<Array<{ user_id: string | null }>>(
      `SELECT r.user_id FROM reviews r JOIN products p ON p.id = r.product_id
       WHERE r.id = $1 AND r.hidden_at IS NULL AND ${visibleSql('p')}`,
      [reviewId],
    );
    if (!review) throw CatalogueErrors.reviewNotFound();
    if (review.user_id === user.id) throw CatalogueErrors.ownReviewReport();
    try {
      const [row] = await this.dataSource.query<
        Array<{ review_id: string; reason: string; created_at: Date }>
      >(
        `INSERT INTO review_reports (review_id, user_id, reason) VALUES ($1, $2, $3)
         RETURNING review_id, reason, created_at`,
        [reviewId, user.id, reason],
      );
      return { review_id: row.review_id, reason: row.reason, created_at: row.created_at.toISOString() };
    } catch (error) {
      if (isUniqueViolation(error, 'uq_review_reports_review_user'))
        throw CatalogueErrors.reviewAlreadyReported();
      throw error;
    }
  }

  /** The user's own reviews, newest first, whatever has become of the products since. */
  async listForUser(user: UserEntity): Promise<UserReview[]> {
    const rows = await this.dataSource.query<UserReviewRow[]>(
      `SELECT ${REVIEW_COLUMNS}, p.name AS product_name, p.brand AS product_brand, p.model AS product_model
       FROM reviews r JOIN products p ON p.id = r.product_id
       WHERE r.user_id = $1
       ORDER BY r.created_at DESC, r.id DESC`,
      [user.id],
    );
    const reviews = await this.withVerification(rows);
    return reviews.map((review, i) => ({
      ...review,
      product_name: rows[i].product_name,
      product_brand: rows[i].product_brand,
      product_model: rows[i].product_model,
    }));
  }

  /** Everything a person wrote, hidden reviews included, for the admin's view of that account. */
  async listByAuthorForAdmin(userId: string): Promise<AdminUserReview[]> {
    const rows: Array<Omit<AdminUserReview, 'created_at'> & { created_at: Date }> =
      await this.dataSource.query(
        `SELECT r.id, r.product_id, p.name AS product_name, r.rating, r.title, r.content,
              r.hidden_at IS NOT NULL AS hidden, r.created_at
         FROM reviews r JOIN products p ON p.id = r.product_id
        WHERE r.user_id = $1
        ORDER BY r.created_at DESC, r.id DESC`,
        [userId],
      );
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  }

  /** One page of the user's own reviews, newest first (GET /api/reviews/mine). */
  async pageForUser(
    user: UserEntity,
    query: Pick<PageQueryDto, 'page' | 'page_size'>,
  ): Promise<Paged<UserReview>> {
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM reviews r WHERE r.user_id = $1`,
      [user.id],
    );
    const rows = await this.dataSource.query<UserReviewRow[]>(
      `SELECT ${REVIEW_COLUMNS}, p.name AS product_name, p.brand AS product_brand, p.model AS product_model
       FROM reviews r JOIN products p ON p.id = r.product_id
       WHERE r.user_id = $1
       ORDER BY r.created_at DESC, r.id DESC
       OFFSET $2 LIMIT $3`,
      [user.id, offsetOf(query), query.page_size],
    );
    const reviews = await this.withVerification(rows);
    const items = reviews.map((review, i) => ({
      ...review,
      product_name: rows[i].product_name,
      product_brand: rows[i].product_brand,
      product_model: rows[i].product_model,
    }));
    return toPaged(items, total, query);
  }

  private async assertVisible(productId: string): Promise<void> {
    if (!isUuid(productId)) throw CatalogueErrors.productNotFound();
    const found: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM products p WHERE p.id = $1 AND ${visibleSql('p')}`,
      [productId],
    );
    if (found.length === 0) throw CatalogueErrors.productNotFound();
  }

  private async withVerification(rows: readonly ReviewRow[]): Promise<Review[]> {
    const verified = await purchaseVerification(this.purchases, rows);
    return rows.map((r) => ({
      id: r.id,
      product_id: r.product_id,
      rating: r.rating,
      title: r.title,
      content: r.content,
      username: r.author_name,
      verified_purchase: verified(r),
      is_staff: r.is_staff,
      type: r.is_staff ? 'staff' : 'customer',
      created_at: r.created_at.toISOString(),
    }));
  }
}
