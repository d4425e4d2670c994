/** Every query of the seller dashboard starts with 'seller', so a change can reload what it touched. */
export const sellerKeys = {
  stats: ['seller', 'stats'] as const,
  products: ['seller', 'products'] as const,
  orders: ['seller', 'orders'] as const,
  payouts: ['seller', 'payouts'] as const,
  earnings: ['seller', 'earnings'] as const,
  ledger: ['seller', 'ledger'] as const,
};
