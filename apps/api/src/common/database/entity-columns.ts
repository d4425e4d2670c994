import {
  CreateDateColumn,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type ObjectType,
  type RelationOptions,
} from 'typeorm';

/** Base of the tables keyed by a generated uuid `id`. */
export abstract class UuidRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;
}

/** A uuid-keyed row that records when it was inserted (`created_at`). */
export abstract class CreatedRow extends UuidRow {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A uuid-keyed row that records when it was inserted (`created_at`) and last saved (`updated_at`). */
export abstract class TimestampedRow extends CreatedRow {
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * A many-to-one relation stored in `column` under the named foreign key constraint
 * (`@ManyToOne` + `@JoinColumn` in one); `inverseSide` names the other side's collection, if any.
 */
export function JoinedTo<T>(
  type: () => ObjectType<T>,
  column: string,
  foreignKey: string,
  onDelete?: RelationOptions['onDelete'],
  inverseSide?: (target: T) => unknown,
): PropertyDecorator {
  return (prototype, property) => {
    ManyToOne(type, inverseSide as never, onDelete ? { onDelete } : {})(prototype, property);
    JoinColumn({ name: column, foreignKeyConstraintName: foreignKey })(prototype, property);
  };
}
