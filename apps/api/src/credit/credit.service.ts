import { Injectable } from '@nestjs/common';
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
  constructor(
    private readonly db: DataSource,
    @InjectRepository(CreditEntryEntity) private readonly entries: Repository<CreditEntryEntity>,
  ) {}

  async forUser(userId: string): Promise<StoreCredit> {
    const [account] = await this.db.query(`SELECT balance_cents FROM credit_accounts WHERE user_id = $1`, [userId]);
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
  async spendForOrder(manager: EntityManager, userId: string, orderId: string, wantedCents: number): Promise<number> {
    const available = await this.balanceForSpending(manager, userId);
    const taken = Math.min(available, Math.max(0, wantedCents));
    if (taken > 0) await this.move(manager, userId, -taken, 'order_spend', { orderId });
    return taken;
  }

  /** The credit an order took (0 when none). */
  async spentOn(manager: EntityManager, orderId: string): Promise<number> {
    const [row] = await manager.query(
      `SELECT coalesce(-sum(amount_cents) FILTER (WHERE kind = 'order_spend'), 0)::int AS spent FROM credit_entries WHERE order_id = $1`,
      [orderId],
    );
    return row.spent;
  }

  /**
   * Gives back what an order spent, once (uq_credit_entries_order), in the caller's transaction:
   * the order was cancelled (by its shopper or an admin, or its checkout abandoned or expired) or
   * wholly refunded. Returns the cents given back (0 when it spent none or already got it back).
   */
  async returnForOrder(manager: EntityManager, orderId: string): Promise<number> {
    const [spend] = await manager.query(
      `SELECT user_id, -amount_cents AS cents FROM credit_entries WHERE order_id = $1 AND kind = 'order_spend'`,
      [orderId],
    );
    if (!spend) return 0;
    await this.balanceForSpending(manager, spend.user_id);
    const [back] = await manager.query(`SELECT 1 FROM credit_entries WHERE order_id = $1 AND kind = 'order_return'`, [
      orderId,
    ]);
    if (back) return 0;
    await this.move(manager, spend.user_id, spend.cents, 'order_return', { orderId });
    return spend.cents;
  }

  private async move(
    manager: EntityManager,
    userId: string,
    cents: number,
    kind: CreditEntryKind,
    ref: { tradeId?: string; orderId?: string },
  ): Promise<void> {
    // A spend only ever follows a locked balance that covers it; the check constraint is the backstop.
    if (cents < 0)
      await manager.query(`UPDATE credit_accounts SET balance_cents = balance_cents + $2, updated_at = now() WHERE user_id = $1`, [
        userId,
        cents,
      ]);
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
    created_at: row.createdAt.toISOString(),
  };
}
