import { Injectable } from '@nestjs/common';
import type { SellerStats } from '@phonehub/contracts';
import { SellerSalesFactsService } from '../../catalogue/seller-sales-facts.service';
import { SellerCatalogueService } from '../../catalogue/sellers/seller-catalogue.service';
import { SellerLinesService } from '../../orders/seller-lines.service';
import { SellerLedgerService } from '../ledger/seller-ledger.service';

/**
 * What buyers paid for the seller's lines less what refunds gave back of them: a refund took back
 * payout in proportion to the line, so the sales it undid are the reversed payout scaled by sales/payout.
 */
export function netRevenue(salesCents: number, payoutCents: number, reversedCents: number): number {
  if (payoutCents <= 0 || reversedCents <= 0) return salesCents;
  return Math.max(0, salesCents - Math.round((reversedCents * salesCents) / payoutCents));
}

/** The seller dashboard's figures, all read from what happened (orders, ledger, catalogue). */
@Injectable()
export class SellerStatsService {
  constructor(
    private readonly lines: SellerLinesService,
    private readonly ledger: SellerLedgerService,
    private readonly catalogue: SellerCatalogueService,
    private readonly facts: SellerSalesFactsService,
  ) {}

  async forSeller(sellerId: string): Promise<SellerStats> {
    const [sales, money, listed, rating] = await Promise.all([
      this.lines.sales(sellerId),
      this.ledger.totals(sellerId),
      this.catalogue.listedCounts([sellerId]),
      this.facts.rating(sellerId),
    ]);
    return {
      product_count: listed.get(sellerId) ?? 0,
      units_sold: sales.unitsSold,
      revenue_cents: netRevenue(sales.salesCents, sales.payoutCents, money.reversed),
      fees_cents: sales.feesCents,
      shipping_cents: money.shipping,
      paid_out_cents: money.paidOut,
      pending_balance_cents: money.pending,
      available_balance_cents: money.available,
      average_rating: rating.averageRating,
      review_count: rating.reviewCount,
    };
  }
}
