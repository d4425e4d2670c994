import { Column, CreateDateColumn, Entity, PrimaryColumn, type Relation } from 'typeorm';
import { JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';

/** A seller's business names, created when their partner application is approved. */
@Entity({ name: 'seller_profiles' })
export class SellerProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  // Many-to-one only in name: the key is the primary key, and a one-to-one would add a second unique constraint.
  @JoinedTo(() => UserEntity, 'user_id', 'fk_seller_profiles_user', 'CASCADE')
  user?: Relation<UserEntity>;

  @Column({ name: 'company_name', type: 'varchar', length: 200 })
  companyName: string;

  @Column({ name: 'contact_name', type: 'varchar', length: 100 })
  contactName: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
