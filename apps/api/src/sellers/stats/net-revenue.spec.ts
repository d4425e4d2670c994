import { netRevenue } from './seller-stats.service';

describe("a seller's revenue net of refunds", () => {
  it('is the sales when nothing was refunded', () => {
    expect(netRevenue(30_000, 28_800, 0)).toBe(30_000);
    expect(netRevenue(0, 0, 0)).toBe(0);
  });

  it('takes off the sales a refund undid, scaled from the payout it took back', () => {
    // Sales of $300 paid out $288 (4 %); a refund took back $96 of payout, i.e. $100 of sales.
    expect(netRevenue(30_000, 28_800, 9_600)).toBe(20_000);
    expect(netRevenue(30_000, 28_800, 28_800)).toBe(0);
  });
});
