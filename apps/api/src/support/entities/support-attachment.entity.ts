import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, type Relation } from 'typeorm';
import { JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';

/**
 * An uploaded image waiting for (or given to) a message. Only its uploader may attach it, once;
 * the id (random, with the detected type's extension) is also the stored file's name.
 */
@Entity({ name: 'support_attachments' })
export class SupportAttachmentEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Index('ix_support_attachments_uploader_id')
  @Column({ name: 'uploader_id', type: 'uuid' })
  uploaderId: string;

  @JoinedTo(() => UserEntity, 'uploader_id', 'fk_support_attachments_uploader', 'CASCADE')
  uploader?: Relation<UserEntity>;

  @Column({ name: 'message_id', type: 'uuid', nullable: true })
  messageId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
