import { Check, Column, Entity, Index } from 'typeorm';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';
import { ProductEntity } from './product.entity';

/**
 * One review per customer and product. Staff reviews (added by admins) have no user and `is_staff`
 * set; they are labelled as such and count in ratings only when the marketplace setting says so.
 */
@Entity({ name: 'reviews' })
@Index('uq_reviews_product_user', ['productId', 'userId'], { unique: true })
@Index('ix_reviews_product_id_created_at', ['productId', 'createdAt'])
@Check('ck_reviews_rating', 'rating BETWEEN 1 AND 5')
export class ReviewEntity extends CreatedRow {
  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @JoinedTo(() => ProductEntity, 'product_id', 'fk_reviews_product', 'CASCADE')
  product?: ProductEntity;

  @Index('ix_reviews_user_id')
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_reviews_user', 'SET NULL')
  user?: UserEntity;

  /** The name shown with the review, fixed when it is written (first name and last initial). */
  @Column({ name: 'author_name', type: 'varchar', length: 60 })
  authorName: string;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'varchar', length: 2000 })
  content: string;

  @Column({ name: 'is_staff', type: 'boolean', default: false })
  isStaff: boolean;

  /** Hidden by an admin: kept, but out of public lists and averages. */
  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;
}
