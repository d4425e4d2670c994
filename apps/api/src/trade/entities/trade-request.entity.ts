import { Check, Column, CreateDateColumn, Entity, Index, UpdateDateColumn } from 'typeorm';
import { JoinedTo, UuidRow } from '../../common/database/entity-columns';
import type {
  TradeConditionName,
  TradePayoutMethod,
  TradePayoutStatus,
  TradeStatusName,
} from '@phonehub/contracts';
import { UserEntity } from '../../auth/entities/user.entity';

/**
 * A trade-in request. Guests have no user; signed-in users' contact and address are copied from
 * their profile when they submit. Money in cents.
 */
@Entity({ name: 'trade_requests' })
@Index('ix_trade_requests_serial', { synchronize: false })
@Index('uq_trade_requests_open_imei', { synchronize: false })
@Check(
  'ck_trade_requests_status',
  `status IN ('pending_review', 'approved', 'received', 'inspected', 'counteroffer', 'accepted', 'returned', 'rejected', 'cancelled', 'completed')`,
)
@Check(
  'ck_trade_requests_payout_method',
  `payout_method IS NULL OR payout_method IN ('store_credit', 'bank_transfer')`,
)
@Check('ck_trade_requests_payout_status', `payout_status IS NULL OR payout_status IN ('pending', 'paid')`)
@Check(
  'ck_trade_requests_inspection',
  '(battery_health IS NULL OR battery_health BETWEEN 0 AND 100) AND (counteroffer_cents IS NULL OR counteroffer_cents >= 0) AND (payout_cents IS NULL OR payout_cents >= 0)',
)
@Check('ck_trade_requests_condition', `condition IN ('excellent', 'very_good', 'good', 'fair')`)
@Check(
  'ck_trade_requests_values',
  'estimated_value_cents >= 0 AND (final_value_cents IS NULL OR final_value_cents >= 0)',
)
export class TradeRequestEntity extends UuidRow {
  @Index('uq_trade_requests_tracking_code', { unique: true })
  @Column({ name: 'tracking_code', type: 'varchar', length: 20 })
  trackingCode: string;

  @Index('ix_trade_requests_user_id')
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_trade_requests_user', 'SET NULL')
  user?: UserEntity;

  @Column({ name: 'is_guest', type: 'boolean' })
  isGuest: boolean;

  @Index('ix_trade_requests_status')
  @Column({ type: 'varchar', length: 20, default: 'pending_review' })
  status: TradeStatusName;

  @Column({ type: 'varchar', length: 100 })
  brand: string;

  @Column({ type: 'varchar', length: 100 })
  model: string;

  @Column({ type: 'varchar', length: 20 })
  storage: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  color: string | null;

  @Column({ type: 'varchar', length: 20 })
  condition: TradeConditionName;

  @Column({ name: 'serial_number', type: 'varchar', length: 50 })
  serialNumber: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  /** Upload ids (see common/uploads/image-store.ts). */
  @Column({ type: 'text', array: true })
  images: string[];

  @Column({ name: 'partner_id', type: 'varchar', length: 40 })
  partnerId: string;

  @Column({ name: 'partner_name', type: 'varchar', length: 100 })
  partnerName: string;

  @Column({ name: 'estimated_value_cents', type: 'integer' })
  estimatedValueCents: number;

  @Column({ name: 'final_value_cents', type: 'integer', nullable: true })
  finalValueCents: number | null;

  @Column({ name: 'rejection_reason', type: 'varchar', length: 1000, nullable: true })
  rejectionReason: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 50 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 50 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ type: 'varchar', length: 200 })
  street: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 100 })
  state: string;

  @Column({ name: 'zip_code', type: 'varchar', length: 10 })
  zipCode: string;

  @Column({ type: 'varchar', length: 3, default: 'USA' })
  country: 'USA';

  @Index('ix_trade_requests_submitted_at')
  @CreateDateColumn({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt: Date;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The serial when it is an IMEI (15 digits, Luhn-checked); one open trade per IMEI. */
  @Column({ type: 'varchar', length: 15, nullable: true })
  imei: string | null;

  /** The quote holds 30 days from here. */
  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Column({ name: 'received_at', type: 'timestamptz', nullable: true })
  receivedAt: Date | null;

  @Column({ name: 'inspected_at', type: 'timestamptz', nullable: true })
  inspectedAt: Date | null;

  @Column({ name: 'inspection_grade', type: 'varchar', length: 20, nullable: true })
  inspectionGrade: string | null;

  /** Percent of the battery's design capacity. */
  @Column({ name: 'battery_health', type: 'integer', nullable: true })
  batteryHealth: number | null;

  @Column({ name: 'inspection_notes', type: 'varchar', length: 2000, nullable: true })
  inspectionNotes: string | null;

  @Column({ name: 'counteroffer_cents', type: 'integer', nullable: true })
  counterofferCents: number | null;

  @Column({ name: 'counteroffer_reason', type: 'varchar', length: 1000, nullable: true })
  counterofferReason: string | null;

  @Column({ name: 'payout_method', type: 'varchar', length: 20, nullable: true })
  payoutMethod: TradePayoutMethod | null;

  /**
   * 'pending' while store credit is held for its claim or a bank payout waits for the customer's
   * recipient account (then it is sent by transfer); 'paid' once sent or the credit granted.
   */
  @Index('ix_trade_requests_payout_status')
  @Column({ name: 'payout_status', type: 'varchar', length: 20, nullable: true })
  payoutStatus: TradePayoutStatus | null;

  /** A bank payout's transfer id at the payment provider (tr_…); older ones, the reference an admin typed. */
  @Column({ name: 'payout_reference', type: 'varchar', length: 100, nullable: true })
  payoutReference: string | null;

  /** What was (or will be) paid: the value for a transfer, value + 10 % as store credit. */
  @Column({ name: 'payout_cents', type: 'integer', nullable: true })
  payoutCents: number | null;

  /** When the customer chose the payout. */
  @Column({ name: 'payout_requested_at', type: 'timestamptz', nullable: true })
  payoutRequestedAt: Date | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** Why the provider refused the last transfer attempt; cleared once the transfer goes. */
  @Column({ name: 'payout_failure', type: 'varchar', length: 500, nullable: true })
  payoutFailure: string | null;

  /** Transfer attempts the provider refused: each later attempt is a new request to it. */
  @Column({ name: 'payout_refusals', type: 'integer', default: 0 })
  payoutRefusals: number;

  /** When the owner was asked to set up payouts for this bank payout (once). */
  @Column({ name: 'payout_setup_reminded_at', type: 'timestamptz', nullable: true })
  payoutSetupRemindedAt: Date | null;

  /** When the approved trade's prepaid inbound label was mailed to the customer (once). */
  @Column({ name: 'label_mailed_at', type: 'timestamptz', nullable: true })
  labelMailedAt: Date | null;

  /** When the customer was reminded (day TRADE_SHIP_REMINDER_DAY) to send the device with its label (once). */
  @Column({ name: 'label_reminded_at', type: 'timestamptz', nullable: true })
  labelRemindedAt: Date | null;

  /** The carrier's first scan of the device on its way to us (put on the timeline once). */
  @Column({ name: 'device_shipped_at', type: 'timestamptz', nullable: true })
  deviceShippedAt: Date | null;

  /** The device was not sent within TRADE_SHIP_DAYS of approval: the system cancelled the trade then. */
  @Column({ name: 'label_lapsed_at', type: 'timestamptz', nullable: true })
  labelLapsedAt: Date | null;
}
