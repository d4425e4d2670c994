import { formatCents } from '@phonehub/domain';
import { StatCard, StatGrid } from '@phonehub/ui';
import type { SellerEarnings } from '../api/get-seller-earnings';

/** The seller's ledger summed up; what is owed shows only while there is a debt. */
export function EarningsSummary({ earnings }: { earnings: SellerEarnings }) {
  return (
    <>
      <StatGrid label="Your earnings">
        <StatCard
          label="Pending"
          value={formatCents(earnings.pending_cents)}
          note="Until delivery and the hold after it"
        />
        <StatCard
          label="Available"
          value={formatCents(earnings.available_cents)}
          note={
            earnings.payout_account.state === 'enabled'
              ? 'Sent with the next transfer'
              : 'Sent once payouts are enabled'
          }
        />
        <StatCard
          label="On hold (disputed)"
          value={formatCents(earnings.held_cents)}
          note="Released when the buyer's dispute closes"
        />
        <StatCard label="Transferred" value={formatCents(earnings.transferred_cents)} />
        <StatCard
          label="Reversed"
          value={formatCents(earnings.reversed_cents)}
          note="Taken back for refunds and lost disputes"
        />
        {earnings.debt_cents > 0 && (
          <StatCard
            label="Owed"
            value={formatCents(earnings.debt_cents)}
            note="Taken from your next transfers"
          />
        )}
      </StatGrid>
      <p className="payout-hold">Earnings become available {earnings.hold_days} days after delivery.</p>
    </>
  );
}
