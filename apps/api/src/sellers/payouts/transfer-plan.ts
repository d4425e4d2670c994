// What a transfer run sends a seller (pure, so it is unit-tested alone).

/** One order's payable balance for the seller: the sum of its available ledger entries. */
export interface OrderNet {
  /** null: movements of no order (payouts recorded by hand before transfers). */
  orderId: string | null;
  /** Signed cents: positive is owed to the seller, negative is owed by them (a debt). */
  netCents: number;
}

export interface PlannedTransfer {
  orderId: string;
  /** What is sent: the order's balance less the debts settled from it (0: only settling). */
  amountCents: number;
  /** Debts settled from this order's balance: which order's debt, and how much. */
  settles: { debtOrderId: string | null; cents: number }[];
}

/**
 * One transfer per order with a positive balance that is not on hold (`held`: disputed orders),
 * oldest first (`nets` comes in that order), after settling the seller's debts from it: a debt is
 * the negative balance of an order (a refund or lost dispute after the transfer that the provider
 * could not take back) or of no order. Debts on held orders are settled too; their earnings wait.
 * The planned amounts and settlements add up to exactly the seller's payable total.
 */
export function planTransfers(nets: readonly OrderNet[], held: ReadonlySet<string>): PlannedTransfer[] {
  const debts = nets.filter((n) => n.netCents < 0).map((n) => ({ orderId: n.orderId, owed: -n.netCents }));
  const plans: PlannedTransfer[] = [];
  for (const net of nets) {
    if (net.netCents <= 0 || net.orderId === null || held.has(net.orderId)) continue;
    let left = net.netCents;
    const settles: PlannedTransfer['settles'] = [];
    for (const debt of debts) {
      if (left === 0) break;
      if (debt.owed === 0) continue;
      const cents = Math.min(left, debt.owed);
      settles.push({ debtOrderId: debt.orderId, cents });
      debt.owed -= cents;
      left -= cents;
    }
    plans.push({ orderId: net.orderId, amountCents: left, settles });
  }
  return plans;
}
