import { Check, Column, Entity, Index, Unique } from 'typeorm';
import { TimestampedRow } from '../common/database/entity-columns';
import type { PayoutAccountPurpose } from './payout-gateway.port';

/**
 * A payout account at the payment provider (a Stripe Connect account) and the provider's last word
 * on it. One per purpose and owner: a seller's (owner = the seller's user id) or a trade-in
 * customer's recipient account (owner = the customer's user id, or the trade's id for a guest).
 * Bank details live only at the provider.
 */
@Entity({ name: 'payout_accounts' })
@Check('ck_payout_accounts_purpose', `purpose IN ('seller', 'recipient')`)
@Unique('uq_payout_accounts_owner', ['purpose', 'ownerId'])
@Unique('uq_payout_accounts_provider', ['providerAccountId'])
@Index('ix_payout_accounts_enabled', ['purpose', 'payoutsEnabled'])
export class PayoutAccountEntity extends TimestampedRow {
  @Column({ type: 'varchar', length: 20 })
  purpose: PayoutAccountPurpose;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Column({ name: 'provider_account_id', type: 'varchar', length: 255 })
  providerAccountId: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ name: 'payouts_enabled', type: 'boolean', default: false })
  payoutsEnabled: boolean;

  @Column({ name: 'details_submitted', type: 'boolean', default: false })
  detailsSubmitted: boolean;

  @Column({ name: 'requirements_due', type: 'jsonb', default: () => "'[]'" })
  requirementsDue: string[];
}
