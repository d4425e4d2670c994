import { Column, Entity, Index } from 'typeorm';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';
import { ReviewEntity } from './review.entity';

/** A customer's report of a review (once per customer and review); admins see the count. */
@Entity({ name: 'review_reports' })
@Index('uq_review_reports_review_user', ['reviewId', 'userId'], { unique: true })
export class ReviewReportEntity extends CreatedRow {
  @Column({ name: 'review_id', type: 'uuid' })
  reviewId: string;

  @JoinedTo(() => ReviewEntity, 'review_id', 'fk_review_reports_review', 'CASCADE')
  review?: ReviewEntity;

  @Index('ix_review_reports_user_id')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_review_reports_user', 'CASCADE')
  user?: UserEntity;

  @Column({ type: 'varchar', length: 500 })
  reason: string;
}
