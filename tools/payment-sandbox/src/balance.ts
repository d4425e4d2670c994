import { StripeApiError, randomId } from './sessions';

/** The platform balance transaction types the sandbox records; the sign of `amount` follows the type. */
export type BalanceTransactionType = 'charge' | 'refund' | 'transfer' | 'transfer_refund' | 'adjustment';

/**
 * One movement of the platform's balance. The sandbox charges no fees and settles at once, so
 * `net` is `amount` and every row is `available` the moment it is made.
 */
export interface SandboxBalanceTransaction {
  id: string;
  /** Signed cents: positive into the platform balance, negative out of it. */
  amount: number;
  currency: string;
  created: number;
  type: BalanceTransactionType;
  /** The object that moved the money: ch_, re_, tr_, trr_ or dp_. */
  source: string;
  description: string | null;
}

export interface BalanceTransactionFilter {
  type?: string;
  source?: string;
  createdGte?: number;
  createdLte?: number;
}

function timestamp(query: URLSearchParams, param: string): number | undefined {
  const value = query.get(param);
  if (value === null || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new StripeApiError(400, `Invalid timestamp: ${param}`, param);
  return Number(value);
}

/**
 * The filters of GET /v1/balance_transactions: `type`, `source`, and `created` as an exact time or
 * a `created[gte]` / `created[gt]` / `created[lte]` / `created[lt]` range (bounds made inclusive).
 */
export function balanceFilterFromQuery(query: URLSearchParams): BalanceTransactionFilter {
  const type = query.get('type') || undefined;
  // Any of Stripe's type names filters; those the sandbox never records simply match nothing.
  if (type !== undefined && !/^[a-z_]+$/.test(type))
    throw new StripeApiError(400, `Invalid type: ${type}`, 'type');
  const exact = timestamp(query, 'created');
  const gt = timestamp(query, 'created[gt]');
  const lt = timestamp(query, 'created[lt]');
  const gte = exact ?? timestamp(query, 'created[gte]') ?? (gt === undefined ? undefined : gt + 1);
  const lte = exact ?? timestamp(query, 'created[lte]') ?? (lt === undefined ? undefined : lt - 1);
  return { type, source: query.get('source') || undefined, createdGte: gte, createdLte: lte };
}

/** The platform's balance history, one row per money movement, in the order they happened. */
export class BalanceLedger {
  private readonly rows = new Map<string, SandboxBalanceTransaction>();

  record(
    type: BalanceTransactionType,
    amount: number,
    source: string,
    currency: string,
    nowS: number,
    description: string | null = null,
  ): SandboxBalanceTransaction {
    const row: SandboxBalanceTransaction = {
      id: randomId('txn_'),
      amount,
      currency,
      created: nowS,
      type,
      source,
      description,
    };
    this.rows.set(row.id, row);
    return row;
  }

  find(id: string): SandboxBalanceTransaction {
    const row = this.rows.get(id);
    if (!row)
      throw new StripeApiError(
        404,
        `No such balance transaction: '${id}'`,
        'id',
        'invalid_request_error',
        'resource_missing',
      );
    return row;
  }

  /** Newest first, as Stripe lists them (rows of the same second: the later one first). */
  list(filter: BalanceTransactionFilter = {}): SandboxBalanceTransaction[] {
    return [...this.rows.values()]
      .filter(
        (row) =>
          (!filter.type || row.type === filter.type) &&
          (!filter.source || row.source === filter.source) &&
          (filter.createdGte === undefined || row.created >= filter.createdGte) &&
          (filter.createdLte === undefined || row.created <= filter.createdLte),
      )
      .reverse();
  }

  /** Rewrites a recorded amount: only the tampering control uses it, to fake a ledger that disagrees. */
  overwriteAmount(id: string, amount: number): void {
    this.find(id).amount = amount;
  }
}

/** Stripe's reporting categories for the types the sandbox records (disputes: withdrawal vs. reinstatement). */
function reportingCategory(row: SandboxBalanceTransaction): string {
  if (row.type === 'transfer_refund') return 'transfer_reversal';
  if (row.type === 'adjustment') return row.amount < 0 ? 'dispute' : 'dispute_reversal';
  return row.type;
}

/** The row as Stripe's API answers it (`object: 'balance_transaction'`). */
export function balanceTransactionObject(row: SandboxBalanceTransaction) {
  return {
    id: row.id,
    object: 'balance_transaction' as const,
    amount: row.amount,
    available_on: row.created,
    created: row.created,
    currency: row.currency,
    description: row.description,
    exchange_rate: null,
    fee: 0,
    fee_details: [],
    net: row.amount,
    reporting_category: reportingCategory(row),
    source: row.source,
    status: 'available' as const,
    type: row.type,
  };
}
