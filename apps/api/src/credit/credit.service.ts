import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CreditEntry, CreditEntryKind, StoreCredit } from '@phonehub/contracts';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { CreditEntryEntity } from './entities/credit-entry.entity';

const ENTRIES_SHOWN = 100;

/**
 * Store credit: a ledger of signed entries per account, and its balance on one row
 * (credit_accounts) that every movement updates in the same transaction. Spending locks that row,
 * so two checkouts at once take from the balance one after the other and it never goes negative
 * (the database refuses a negative balance too).
 */
@Injectable()
export class CreditService {
  private readonly logger = new Logger(CreditService.name);

  constructor(
    private readonly db: DataSource,
    @InjectRepository(CreditEntryEntity) private readonly entries: Repository<CreditEntryEntity>,
  ) {}

  async forUser(userId: string): Promise<StoreCredit> {
    const [account] = await this.db.query(`SELECT balance_cents FROM credit_accounts WHERE user_id = $1`, [
      userId,
    ]);
    const rows = await this.entries.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: ENTRIES_SHOWN,
    });
    return { balance_cents: account?.balance_cents ?? 0, entries: rows.map(toEntry) };
  }

  /** A trade's payout as credit, in the caller's transaction; a trade pays out once (uq_credit_entries_trade). */
  async grantForTrade(manager: EntityManager, userId: string, tradeId: string, cents: number): Promise<void> {
    await this.move(manager, userId, cents, 'trade_payout', { tradeId });
  }

  /**
   * The balance, with its row locked until the caller's transaction ends: a spend decided on it
   * cannot race another (the second checkout waits, then sees what the first left).
   */
  async balanceForSpending(manager: EntityManager, userId: string): Promise<number> {
    const [account] = await manager.query(
      `SELECT balance_cents FROM credit_accounts WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return account?.balance_cents ?? 0;
  }

  /**
   * Reserves up to `wantedCents` of the shopper's credit for an order, under the balance row's lock,
   * in the caller's transaction. Returns what was taken (0 with no credit).
   */
  async spendForOrder(
    manager: EntityManager,
    userId: string,
    orderId: string,
    wantedCents: number,
  ): Promise<number> {
    const available = await this.balanceForSpending(manager, userId);
    const taken = Math.min(available, Math.max(0, wantedCents));
    if (taken > 0) await this.move(manager, userId, -taken, 'order_spend', { orderId });
    return taken;
  }

  /** The credit an order took (0 when none). */
  async spentOn(manager: EntityManager, orderId: string): Promise<number> {
    return (await this.spentOnOrders(manager, [orderId])).get(orderId) ?? 0;
  }

  /** The credit each of these orders took (orders that took none are absent). */
  async spentOnOrders(manager: EntityManager, orderIds: readonly string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows: { order_id: string; spent: number }[] = await manager.query(
      `SELECT order_id, -sum(amount_cents)::int AS spent FROM credit_entries
        WHERE order_id = ANY($1::uuid[]) AND kind = 'order_spend' GROUP BY order_id`,
      [orderIds],
    );
    return new Map(rows.map((row) => [row.order_id, row.spent]));
  }

  /**
   * Gives back what an unpaid order spent and did not get back yet, once (uq_credit_entries_order),
   * in the caller's transaction: the order was cancelled (by its shopper or an admin, or its checkout
   * abandoned or expired) before it was paid. A paid order's credit goes back through its refunds
   * (returnForRefund). Returns the cents given back (0 when it spent none or got it all back).
   */
  async returnForOrder(manager: EntityManager, orderId: string): Promise<number> {
    const open = await this.openSpend(manager, orderId);
    if (!open || open.leftCents === 0) return 0;
    const [back] = await manager.query(
      `SELECT 1 FROM credit_entries WHERE order_id = $1 AND kind = 'order_return'`,
      [orderId],
    );
    if (back) return 0;
    await this.move(manager, open.userId, open.leftCents, 'order_return', { orderId });
    return open.leftCents;
  }

  /**
   * The store credit part of one refund of a paid order back on the shopper's ledger, in the
   * caller's transaction (the one that records the refund as succeeded): one `order_refund` entry
   * naming the order and the refund, once per refund (uq_credit_entries_refund). Never more than the
   * order spent and has not got back yet. Returns the cents given back now.
   */
  async returnForRefund(
    manager: EntityManager,
    orderId: string,
    refundId: string,
    cents: number,
  ): Promise<number> {
    if (cents <= 0) return 0;
    const open = await this.openSpend(manager, orderId);
    if (!open) return 0;
    const [done] = await manager.query(`SELECT 1 FROM credit_entries WHERE refund_id = $1`, [refundId]);
    if (done) return 0;
    const given = Math.min(cents, open.leftCents);
    if (given < cents)
      this.logger.error(
        `ALERT: refund ${refundId} of order ${orderId} asks ${cents} cents of store credit back but only ${open.leftCents} are left of what it spent`,
      );
    if (given > 0) await this.move(manager, open.userId, given, 'order_refund', { orderId, refundId });
    return given;
  }

  /**
   * Who spent credit on the order and how much of it has not come back yet (by refunds or a
   * cancel), with the shopper's balance row locked until the caller's transaction ends, so two
   * give-backs of one order count one after the other. Null when the order spent none.
   */
  private async openSpend(
    manager: EntityManager,
    orderId: string,
  ): Promise<{ userId: string; leftCents: number } | null> {
    const [spend] = await manager.query(
      `SELECT user_id, -amount_cents AS cents FROM credit_entries WHERE order_id = $1 AND kind = 'order_spend'`,
      [orderId],
    );
    if (!spend) return null;
    await this.balanceForSpending(manager, spend.user_id);
    const [{ back }]: { back: number }[] = await manager.query(
      `SELECT coalesce(sum(amount_cents), 0)::int AS back FROM credit_entries
        WHERE order_id = $1 AND kind IN ('order_return', 'order_refund')`,
      [orderId],
    );
    return { userId: spend.user_id, leftCents: Math.max(0, spend.cents - back) };
  }

  private async move(
    manager: EntityManager,
    userId: string,
    cents: number,
    kind: CreditEntryKind,
    ref: { tradeId?: string; orderId?: string; refundId?: string },
  ): Promise<void> {
    // A spend only ever follows a locked balance that covers it; the check constraint is the backstop.
    if (cents < 0)
      await manager.query(
        `UPDATE credit_accounts SET balance_cents = balance_cents + $2, updated_at = now() WHERE user_id = $1`,
        [userId, cents],
      );
    else
      await manager.query(
        `INSERT INTO credit_accounts (user_id, balance_cents) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET balance_cents = credit_accounts.balance_cents + EXCLUDED.balance_cents, updated_at = now()`,
        [userId, cents],
      );
    await manager.getRepository(CreditEntryEntity).insert({
      userId,
      amountCents: cents,
      kind,
      tradeId: ref.tradeId ?? null,
      orderId: ref.orderId ?? null,
      refundId: ref.refundId ?? null,
    });
  }
}

function toEntry(row: CreditEntryEntity): CreditEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount_cents: row.amountCents,
    trade_id: row.tradeId,
    order_id: row.orderId,
    refund_id: row.refundId,
    created_at: row.createdAt.toISOString(),
  };
}
