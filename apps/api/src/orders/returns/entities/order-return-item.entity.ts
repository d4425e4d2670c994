import { Check, Column, Entity, Index, PrimaryColumn, type Relation } from 'typeorm';
import { JoinedTo } from '../../../common/database/entity-columns';
import { OrderItemEntity } from '../../entities/order-item.entity';
import { OrderReturnEntity } from './order-return.entity';

/** How many units of one order line a return sends back. */
@Entity({ name: 'order_return_items' })
@Check('ck_order_return_items_quantity', 'quantity > 0')
export class OrderReturnItemEntity {
  @PrimaryColumn({ name: 'return_id', type: 'uuid' })
  returnId: string;

  @JoinedTo(
    () => OrderReturnEntity,
    'return_id',
    'fk_order_return_items_return',
    'CASCADE',
    (orderReturn) => orderReturn.items,
  )
  orderReturn?: Relation<OrderReturnEntity>;

  @Index('ix_order_return_items_order_item_id')
  @PrimaryColumn({ name: 'order_item_id', type: 'uuid' })
  orderItemId: string;

  @JoinedTo(() => OrderItemEntity, 'order_item_id', 'fk_order_return_items_order_item', 'CASCADE')
  orderItem?: Relation<OrderItemEntity>;

  @Column({ type: 'integer' })
  quantity: number;
}
