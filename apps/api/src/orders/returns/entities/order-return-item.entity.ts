import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { OrderItemEntity } from '../../entities/order-item.entity';
import { OrderReturnEntity } from './order-return.entity';

/** How many units of one order line a return sends back. */
@Entity({ name: 'order_return_items' })
@Check('ck_order_return_items_quantity', 'quantity > 0')
export class OrderReturnItemEntity {
  @PrimaryColumn({ name: 'return_id', type: 'uuid' })
  returnId: string;

  @ManyToOne(() => OrderReturnEntity, (orderReturn) => orderReturn.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'return_id', foreignKeyConstraintName: 'fk_order_return_items_return' })
  orderReturn?: Relation<OrderReturnEntity>;

  @Index('ix_order_return_items_order_item_id')
  @PrimaryColumn({ name: 'order_item_id', type: 'uuid' })
  orderItemId: string;

  @ManyToOne(() => OrderItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_item_id', foreignKeyConstraintName: 'fk_order_return_items_order_item' })
  orderItem?: Relation<OrderItemEntity>;

  @Column({ type: 'integer' })
  quantity: number;
}
