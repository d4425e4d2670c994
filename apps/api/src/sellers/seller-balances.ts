/** A seller's earnings in cents: payable now, and earned but not yet payable. */
export interface SellerBalance {
  available: number;
  pending: number;
}

/**
 * What the admin sellers list reads the sellers' balances from. The ledger (sellers/ledger,
 * SellerLedgerService.balances) provides it; SellersModule binds the two.
 */
export abstract class SellerBalances {
  abstract balances(sellerIds: readonly string[]): Promise<Map<string, SellerBalance>>;
}
