import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ProductEntity } from '../../catalogue/entities/product.entity';
import { OrderEntity } from './order.entity';

/** One line of an order: a snapshot of the product as sold, at the price charged. */
@Entity({ name: 'order_items' })
@Check('ck_order_items_quantity', 'quantity BETWEEN 1 AND 10')
@Check('ck_order_items_price', 'unit_price_cents > 0')
export class OrderItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('ix_order_items_order_id')
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @ManyToOne(() => OrderEntity, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_order_items_order' })
  order?: OrderEntity;

  /** null once the product itself is deleted; the snapshot stays. */
  @Index('ix_order_items_product_id')
  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId: string | null;

  @ManyToOne(() => ProductEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'fk_order_items_product' })
  product?: ProductEntity;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  brand: string;

  @Column({ type: 'varchar', length: 100 })
  model: string;

  @Column({ type: 'text', nullable: true })
  image: string | null;

  @Column({ name: 'unit_price_cents', type: 'integer' })
  unitPriceCents: number;

  @Column({ type: 'integer' })
  quantity: number;
}
