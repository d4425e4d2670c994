import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { Paged, PageQuery, SellerLedgerLine } from '@phonehub/contracts';
import { orderReference } from '@phonehub/domain';
import { pageOf } from '../../common/paging/paged';
import type { OrderMoney } from '../../orders/seller-lines.service';
import type { OrderNet } from '../payouts/transfer-plan';
import { reversalsFor, shippingReversalsFor } from './reversal';
import { SellerLedgerEntryEntity } from './seller-ledger-entry.entity';

export interface SellerBalance {
  /** Payable now, cents (earnings past their return window, less reversals and payouts). */
  available: number;
  /** Earned but not yet payable, cents. */
  pending: number;
}

/** A seller's money over time, for the stats (positive cents). */
export interface SellerLedgerTotals extends SellerBalance {
  paidOut: number;
  /** Earnings on lines taken back by refunds (shipping reversals not included). */
  reversed: number;
  /** Shipping credited for the seller's parcels, less what refunds took back of it. */
  shipping: number;
}

/** What a refund reverses: sellers' earnings, one per order line, and shipping, one per parcel. */
const REVERSIBLE_BY = { earning: 'order_item_id', shipping: 'order_parcel_id' } as const;

interface ReversibleEntry {
  /** The order line (earning) or parcel (shipping) the entry is for. */
  entry_of: string;
  available_at: Date | null;
  /** Reversed of it so far, positive cents (bigint as text). */
  reversed: string;
  /** The reversals of it this refund already made. */
  this_refund: number;
}

/** An order's earnings or shipping credits, with what refunds took back of each. */
function reversibleEntries(
  manager: EntityManager,
  kind: keyof typeof REVERSIBLE_BY,
  orderId: string,
  refundId: string,
): Promise<ReversibleEntry[]> {
  const of = REVERSIBLE_BY[kind];
  return manager.query(
    `SELECT e.${of} AS entry_of, e.available_at,
            coalesce((SELECT -sum(r.amount_cents) FROM seller_ledger_entries r
                       WHERE r.kind = 'reversal' AND r.${of} = e.${of}), 0)::bigint AS reversed,
            (SELECT count(*) FROM seller_ledger_entries r
              WHERE r.kind = 'reversal' AND r.${of} = e.${of} AND r.refund_id = $2)::int AS this_refund
       FROM seller_ledger_entries e
      WHERE e.kind = '${kind}' AND e.order_id = $1`,
    [orderId, refundId],
  );
}

/**
 * Each seller's ledger: earnings when an order is paid, their release once the line is delivered
 * and its return window has passed, reversals when it is refunded, payouts. The balances are sums of
 * the entries, so nothing is counted twice: one earning per line (unique index), one reversal per
 * line and refund, one payout per key.
 */
@Injectable()
export class SellerLedgerService {
  constructor(
    private readonly db: DataSource,
    @InjectRepository(SellerLedgerEntryEntity) private readonly entries: Repository<SellerLedgerEntryEntity>,
  ) {}

  /** Available and pending balance per seller (0 and 0 for a seller with no entries). */
  async balances(
    sellerIds: readonly string[],
    manager: EntityManager = this.db.manager,
  ): Promise<Map<string, SellerBalance>> {
    const result = new Map<string, SellerBalance>(sellerIds.map((id) => [id, { available: 0, pending: 0 }]));
    if (sellerIds.length === 0) return result;
    const rows: { seller_id: string; available: string; pending: string }[] = await manager.query(
      `SELECT seller_id,
              coalesce(sum(amount_cents) FILTER (WHERE kind = 'payout' OR available_at <= now()), 0)::bigint AS available,
              coalesce(sum(amount_cents) FILTER (WHERE kind <> 'payout' AND (available_at IS NULL OR available_at > now())), 0)::bigint AS pending
         FROM seller_ledger_entries
        WHERE seller_id = ANY($1::uuid[])
        GROUP BY seller_id`,
      [[...sellerIds]],
    );
    for (const row of rows)
      result.set(row.seller_id, { available: Number(row.available), pending: Number(row.pending) });
    return result;
  }

  /**
   * The seller's payable balance per order (available entries summed by order; payouts recorded by
   * hand before transfers under no order), oldest order first: what a transfer run plans from.
   */
  async availableNets(sellerId: string, manager: EntityManager = this.db.manager): Promise<OrderNet[]> {
    const rows: Array<{ order_id: string | null; net: string }> = await manager.query(
      `SELECT order_id, sum(amount_cents)::bigint AS net
         FROM seller_ledger_entries
        WHERE seller_id = $1 AND (kind = 'payout' OR available_at <= now())
        GROUP BY order_id
        ORDER BY min(created_at), order_id NULLS FIRST`,
      [sellerId],
    );
    return rows.map((row) => ({ orderId: row.order_id, netCents: Number(row.net) }));
  }

  /**
   * Each seller's standing on one order: `holds`, what they still have of it (earnings and shipping
   * less refunds and lost disputes), and `net`, all its entries summed (transfers, reversals at the
   * provider and settlements included; negative: the seller was sent more than they keep).
   */
  async standings(orderId: string): Promise<Array<{ sellerId: string; holds: number; net: number }>> {
    const rows: Array<{ seller_id: string; holds: string; net: string }> = await this.db.query(
      `SELECT seller_id,
              coalesce(sum(amount_cents) FILTER (WHERE kind IN ('earning', 'shipping', 'reversal', 'dispute')), 0)::bigint AS holds,
              sum(amount_cents)::bigint AS net
         FROM seller_ledger_entries WHERE order_id = $1
        GROUP BY seller_id`,
      [orderId],
    );
    return rows.map((row) => ({ sellerId: row.seller_id, holds: Number(row.holds), net: Number(row.net) }));
  }

  /** The sellers with a positive payable balance now (transfer runs start from them). */
  async sellersWithAvailable(): Promise<string[]> {
    const rows: Array<{ seller_id: string }> = await this.db.query(
      `SELECT seller_id FROM seller_ledger_entries
        WHERE kind = 'payout' OR available_at <= now()
        GROUP BY seller_id HAVING sum(amount_cents) > 0`,
    );
    return rows.map((row) => row.seller_id);
  }

  /**
   * A lost dispute: each seller's share of the order (what they still had of it) is debited at
   * once, in one transaction, once per seller and dispute however often it runs.
   */
  async debitDisputes(
    orderId: string,
    disputeId: string,
    standings: ReadonlyArray<{ sellerId: string; holds: number }>,
  ): Promise<void> {
    const debits = standings.filter((s) => s.holds > 0);
    if (debits.length === 0) return;
    await this.entries
      .createQueryBuilder()
      .insert()
      .values(
        debits.map((s) => ({
          sellerId: s.sellerId,
          orderId,
          kind: 'dispute' as const,
          amountCents: -s.holds,
          disputeId,
          availableAt: () => 'now()',
        })),
      )
      .orIgnore()
      .execute();
  }

  /** What a lost dispute debited the sellers, positive cents. */
  async disputeDebits(disputeId: string): Promise<number> {
    const [row]: Array<{ cents: string }> = await this.db.query(
      `SELECT coalesce(-sum(amount_cents), 0)::bigint AS cents FROM seller_ledger_entries WHERE kind = 'dispute' AND dispute_id = $1`,
      [disputeId],
    );
    return Number(row.cents);
  }

  /**
   * The seller's pending earnings, what was transferred (less what the provider took back or
   * refused), and what refunds and lost disputes took back, in cents (bigint as text).
   */
  summary(sellerId: string): Promise<Array<{ pending: string; transferred: string; reversed: string }>> {
    return this.db.query(
      `SELECT coalesce(sum(amount_cents) FILTER (WHERE kind IN ('earning', 'shipping', 'reversal')
                                                  AND (available_at IS NULL OR available_at > now())), 0)::bigint AS pending,
              coalesce(-sum(amount_cents) FILTER (WHERE kind IN ('payout', 'payout_failed', 'payout_reversal')), 0)::bigint AS transferred,
              coalesce(-sum(amount_cents) FILTER (WHERE kind IN ('reversal', 'dispute')), 0)::bigint AS reversed
         FROM seller_ledger_entries WHERE seller_id = $1`,
      [sellerId],
    );
  }

  /** One page of the seller's ledger, newest first. */
  async page(
    sellerId: string,
    query: Required<Pick<PageQuery, 'page' | 'page_size'>>,
  ): Promise<Paged<SellerLedgerLine>> {
    const builder = this.entries
      .createQueryBuilder('e')
      .where('e.seller_id = :sellerId', { sellerId })
      .orderBy('e.created_at', 'DESC')
      .addOrderBy('e.id', 'DESC');
    return pageOf(builder, query, (entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount_cents: entry.amountCents,
      order_id: entry.orderId,
      order_number: entry.orderId ? orderReference(entry.orderId) : null,
      available_at: entry.availableAt?.toISOString() ?? null,
      created_at: entry.createdAt.toISOString(),
    }));
  }

  /** Balances and what was paid out so far. */
  async totals(sellerId: string): Promise<SellerLedgerTotals> {
    const balance = (await this.balances([sellerId])).get(sellerId) as SellerBalance;
    const [row]: { paid_out: string; reversed: string; shipping: string }[] = await this.db.query(
      `SELECT coalesce(-sum(amount_cents) FILTER (WHERE kind IN ('payout', 'payout_failed', 'payout_reversal')), 0)::bigint AS paid_out,
              coalesce(-sum(amount_cents) FILTER (WHERE kind = 'reversal' AND order_item_id IS NOT NULL), 0)::bigint AS reversed,
              coalesce(sum(amount_cents) FILTER (WHERE order_parcel_id IS NOT NULL), 0)::bigint AS shipping
         FROM seller_ledger_entries WHERE seller_id = $1`,
      [sellerId],
    );
    return {
      ...balance,
      paidOut: Number(row.paid_out),
      reversed: Number(row.reversed),
      shipping: Number(row.shipping),
    };
  }

  /**
   * For the reconciliation: of these orders, those with earnings recorded (`earned`), and those with
   * an earning not yet dated by a delivery (`undated`).
   */
  async coverage(orderIds: readonly string[]): Promise<{ earned: Set<string>; undated: Set<string> }> {
    const rows: Array<{ order_id: string; undated: boolean }> = orderIds.length
      ? await this.db.query(
          `SELECT order_id, bool_or(available_at IS NULL) AS undated
             FROM seller_ledger_entries
            WHERE kind = 'earning' AND order_id = ANY($1::uuid[])
            GROUP BY order_id`,
          [[...orderIds]],
        )
      : [];
    return {
      earned: new Set(rows.map((row) => row.order_id)),
      undated: new Set(rows.filter((row) => row.undated).map((row) => row.order_id)),
    };
  }

  /**
   * A paid order: one pending earning per seller line and one pending shipping credit per seller
   * parcel that was charged shipping (less the platform fee frozen on it); a second call for the same
   * order adds nothing.
   */
  async earn(order: OrderMoney): Promise<void> {
    if (order.lines.length === 0) return;
    const shipped = order.parcels.filter((p) => p.creditCents > 0);
    if (shipped.length > 0)
      await this.entries
        .createQueryBuilder()
        .insert()
        .values(
          shipped.map((parcel) => ({
            sellerId: parcel.sellerId,
            orderId: order.orderId,
            orderParcelId: parcel.orderParcelId,
            kind: 'shipping' as const,
            amountCents: parcel.creditCents,
            availableAt: null,
          })),
        )
        .orIgnore()
        .execute();
    await this.entries
      .createQueryBuilder()
      .insert()
      .values(
        order.lines.map((line) => ({
          sellerId: line.sellerId,
          orderId: order.orderId,
          orderItemId: line.orderItemId,
          kind: 'earning' as const,
          amountCents: line.payoutCents,
          availableAt: null,
        })),
      )
      .orIgnore()
      .execute();
  }

  /**
   * A delivered order: each line's earning (and any reversal of it) becomes available when its
   * return window, counted from the delivery, has passed; a parcel's shipping credit with the last
   * of its seller's lines.
   */
  async release(
    order: OrderMoney,
    deliveredAt: Date,
    returnDays: ReadonlyMap<string, number>,
    defaultDays: number,
  ): Promise<void> {
    const lastBySeller = new Map<string, Date>();
    for (const line of order.lines) {
      const days = (line.productId && returnDays.get(line.productId)) || defaultDays;
      const availableAt = new Date(deliveredAt.getTime() + days * 86_400_000);
      await this.entries.update({ orderItemId: line.orderItemId }, { availableAt });
      const last = lastBySeller.get(line.sellerId);
      if (!last || last < availableAt) lastBySeller.set(line.sellerId, availableAt);
    }
    for (const parcel of order.parcels) {
      const availableAt = lastBySeller.get(parcel.sellerId);
      if (availableAt) await this.entries.update({ orderParcelId: parcel.orderParcelId }, { availableAt });
    }
  }

  /**
   * A confirmed refund takes back its share of the sellers' earnings (see reversalsFor); each
   * reversal is pending or available like the earning it reverses. Applying the same refund twice
   * changes nothing.
   */
  async reverse(
    order: OrderMoney,
    refund: { refundId: string; amountCents: number; returned: ReadonlyMap<string, number> | null },
  ): Promise<void> {
    if (order.lines.length === 0) return;
    await this.db.transaction(async (manager) => {
      // One refund at a time per order, so two refunds never both take what only one may.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
        `seller-ledger:order:${order.orderId}`,
      ]);
      const earned = await reversibleEntries(manager, 'earning', order.orderId, refund.refundId);
      const byItem = new Map(earned.map((e) => [e.entry_of, e]));
      const credited = await reversibleEntries(manager, 'shipping', order.orderId, refund.refundId);
      const byParcel = new Map(credited.map((e) => [e.entry_of, e]));
      if (earned.some((e) => e.this_refund > 0) || credited.some((e) => e.this_refund > 0)) return;
      const lines = order.lines
        .filter((l) => byItem.has(l.orderItemId))
        .map((l) => ({ ...l, reversedCents: Number(byItem.get(l.orderItemId)?.reversed ?? 0) }));
      const terms = {
        amountCents: refund.amountCents,
        orderTotalCents: order.totalCents,
        returned: refund.returned,
      };
      const reversals = reversalsFor(lines, terms);
      const parcels = order.parcels
        .filter((p) => byParcel.has(p.orderParcelId))
        .map((p) => ({ ...p, reversedCents: Number(byParcel.get(p.orderParcelId)?.reversed ?? 0) }));
      const shippingReversals = shippingReversalsFor(parcels, terms);
      if (reversals.length === 0 && shippingReversals.length === 0) return;
      await manager.getRepository(SellerLedgerEntryEntity).insert([
        ...reversals.map((r) => ({
          sellerId: r.sellerId,
          orderId: order.orderId,
          orderItemId: r.orderItemId,
          kind: 'reversal' as const,
          amountCents: -r.cents,
          availableAt: byItem.get(r.orderItemId)?.available_at ?? null,
          refundId: refund.refundId,
        })),
        ...shippingReversals.map((r) => ({
          sellerId: r.sellerId,
          orderId: order.orderId,
          orderParcelId: r.orderParcelId,
          kind: 'reversal' as const,
          amountCents: -r.cents,
          availableAt: byParcel.get(r.orderParcelId)?.available_at ?? null,
          refundId: refund.refundId,
        })),
      ]);
    });
  }
}
