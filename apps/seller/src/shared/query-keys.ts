/** Every query of the seller dashboard starts with 'seller', so a change can reload what it touched. */
export const sellerKeys = {
  stats: ['seller', 'stats'] as const,
  products: ['seller', 'products'] as const,
  orders: ['seller', 'orders'] as const,
  /** Apart from the orders: reloading them after a purchase must not quote the bought parcel again. */
  labelRates: (orderId: string) => ['seller', 'label-rates', orderId] as const,
  payouts: ['seller', 'payouts'] as const,
  earnings: ['seller', 'earnings'] as const,
  ledger: ['seller', 'ledger'] as const,
};
