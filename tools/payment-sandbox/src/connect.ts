import type { BalanceLedger } from './balance';
import { listObject, type ChargeLedger, type SandboxCharge } from './charges';
import type { FormObject } from './form';
import { int, metadataParam, object, randomId, str, StripeApiError, url } from './sessions';

/**
 * Stripe Connect as "separate charges and transfers" uses it: connected accounts onboarded through
 * a hosted page, transfers from the platform to them and reversals back. Each connected account
 * keeps an available balance here (what it was sent, less what was reversed or paid out), so
 * reversals fail the way Stripe's do once the money has left the account.
 */

const ACCOUNT_TYPES = ['express', 'custom'] as const;
const BUSINESS_TYPES = ['individual', 'company', 'non_profit', 'government_entity'] as const;
const SERVICE_AGREEMENTS = ['full', 'recipient'] as const;
const LINK_TYPES = ['account_onboarding', 'account_update'] as const;

/** How long an account link can be opened, as Stripe's (five minutes). */
export const ACCOUNT_LINK_TTL_S = 300;

/** What a fresh account must still provide; the hosted onboarding page collects all of it at once. */
const ONBOARDING_REQUIREMENTS = [
  'business_profile.mcc',
  'business_profile.url',
  'external_account',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.email',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

export interface SandboxAccount {
  id: string;
  type: (typeof ACCOUNT_TYPES)[number];
  country: string;
  email: string | null;
  business_type: (typeof BUSINESS_TYPES)[number] | null;
  service_agreement: (typeof SERVICE_AGREEMENTS)[number];
  metadata: Record<string, string>;
  created: number;
  /** When the hosted onboarding was completed (also the terms-of-service acceptance time). */
  onboarded_at: number | null;
  /** Available balance in cents: transfers in, less reversals and payouts. */
  balance: number;
}

export interface SandboxAccountLink {
  id: string;
  account: string;
  type: (typeof LINK_TYPES)[number];
  refresh_url: string;
  return_url: string;
  created: number;
  expires_at: number;
  /** Links are single-use: once the form was submitted the link only leads to refresh_url. */
  used: boolean;
}

export interface SandboxTransfer {
  id: string;
  amount: number;
  amount_reversed: number;
  currency: string;
  created: number;
  description: string | null;
  destination: string;
  transfer_group: string | null;
  source_transaction: string | null;
  metadata: Record<string, string>;
  balance_transaction: string;
  /** Reversal ids, oldest first. */
  reversals: string[];
}

export interface SandboxTransferReversal {
  id: string;
  amount: number;
  transfer: string;
  currency: string;
  created: number;
  description: string | null;
  metadata: Record<string, string>;
  balance_transaction: string;
}

/** What the hosted onboarding page finds behind a link id. */
export type AccountLinkState =
  | { state: 'missing' }
  | { state: 'spent'; link: SandboxAccountLink }
  | { state: 'open'; link: SandboxAccountLink; account: SandboxAccount };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function oneOf<T extends string>(
  values: readonly T[],
  value: string | undefined,
  param: string,
): T | undefined {
  if (value === undefined) return undefined;
  const found = values.find((v) => v === value);
  if (!found) throw new StripeApiError(400, `Invalid ${param}: must be one of ${values.join(', ')}`, param);
  return found;
}

function currencyParam(params: FormObject): string {
  const currency = (str(params.currency, 'currency', true) as string).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw new StripeApiError(400, 'Invalid currency', 'currency');
  return currency;
}

function missing(kind: string, id: string, param = 'id', status = 404): StripeApiError {
  return new StripeApiError(
    status,
    `No such ${kind}: '${id}'`,
    param,
    'invalid_request_error',
    'resource_missing',
  );
}

export class ConnectLedger {
  private readonly accounts = new Map<string, SandboxAccount>();
  private readonly links = new Map<string, SandboxAccountLink>();
  private readonly transfers = new Map<string, SandboxTransfer>();
  private readonly reversals = new Map<string, SandboxTransferReversal>();

  constructor(
    private readonly charges: ChargeLedger,
    private readonly balance: BalanceLedger,
  ) {}

  /** POST /v1/accounts: an Express or Custom account that cannot receive transfers until onboarded. */
  createAccount(params: FormObject, nowS: number): SandboxAccount {
    const type = oneOf(ACCOUNT_TYPES, str(params.type, 'type', true), 'type') as SandboxAccount['type'];
    const country = (str(params.country, 'country') ?? 'US').toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) throw new StripeApiError(400, 'Invalid country', 'country');
    const email = str(params.email, 'email') ?? null;
    if (email !== null && !/^[^\s@]+@[^\s@]+$/.test(email))
      throw new StripeApiError(400, 'Invalid email address', 'email');
    // Validated as Stripe does; the sandbox grants the transfers capability to every account anyway.
    const capabilities = object(params.capabilities, 'capabilities');
    const transfers = object(capabilities.transfers, 'capabilities[transfers]');
    oneOf(
      ['true', 'false'],
      str(transfers.requested, 'capabilities[transfers][requested]'),
      'capabilities[transfers][requested]',
    );
    const tos = object(params.tos_acceptance, 'tos_acceptance');
    const account: SandboxAccount = {
      id: randomId('acct_'),
      type,
      country,
      email,
      business_type:
        oneOf(BUSINESS_TYPES, str(params.business_type, 'business_type'), 'business_type') ?? null,
      service_agreement:
        oneOf(
          SERVICE_AGREEMENTS,
          str(tos.service_agreement, 'tos_acceptance[service_agreement]'),
          'tos_acceptance[service_agreement]',
        ) ?? 'full',
      metadata: metadataParam(params),
      created: nowS,
      onboarded_at: null,
      balance: 0,
    };
    this.accounts.set(account.id, account);
    return account;
  }

  findAccount(id: string): SandboxAccount {
    const account = this.accounts.get(id);
    if (!account) throw missing('account', id);
    return account;
  }

  /** POST /v1/account_links: a single-use link to the hosted onboarding page, valid five minutes. */
  createLink(params: FormObject, nowS: number): SandboxAccountLink {
    const accountId = str(params.account, 'account', true) as string;
    if (!this.accounts.has(accountId)) throw missing('account', accountId, 'account', 400);
    const link: SandboxAccountLink = {
      id: randomId(''),
      account: accountId,
      type: oneOf(LINK_TYPES, str(params.type, 'type', true), 'type') as SandboxAccountLink['type'],
      refresh_url: url(params.refresh_url, 'refresh_url'),
      return_url: url(params.return_url, 'return_url'),
      created: nowS,
      expires_at: nowS + ACCOUNT_LINK_TTL_S,
      used: false,
    };
    this.links.set(link.id, link);
    return link;
  }

  /** A link can be followed once, before it expires; after that Stripe sends the user to refresh_url. */
  openLink(id: string, nowS: number): AccountLinkState {
    const link = this.links.get(id);
    if (!link) return { state: 'missing' };
    if (link.used || nowS >= link.expires_at) return { state: 'spent', link };
    return { state: 'open', link, account: this.findAccount(link.account) };
  }

  /** The hosted form was submitted: every requirement is met and transfers become possible. */
  completeOnboarding(link: SandboxAccountLink, nowS: number): SandboxAccount {
    const account = this.findAccount(link.account);
    link.used = true;
    account.onboarded_at ??= nowS;
    return account;
  }

  /**
   * POST /v1/transfers. With `source_transaction` the amount is capped by what is left of that
   * charge: its amount, less refunds, less what earlier transfers from it still hold (reversed
   * money came back to the platform, so it can be sent again).
   */
  createTransfer(params: FormObject, nowS: number): SandboxTransfer {
    const amount = int(params.amount, 'amount', 1);
    const currency = currencyParam(params);
    const destinationId = str(params.destination, 'destination', true) as string;
    const destination = this.accounts.get(destinationId);
    if (!destination) throw missing('destination', destinationId, 'destination', 400);
    if (destination.onboarded_at === null)
      throw new StripeApiError(
        400,
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'destination',
        'invalid_request_error',
        'insufficient_capabilities_for_transfer',
      );
    const sourceId = str(params.source_transaction, 'source_transaction') ?? null;
    if (sourceId !== null) this.checkSource(sourceId, amount, currency);

    const id = randomId('tr_');
    const transfer: SandboxTransfer = {
      id,
      amount,
      amount_reversed: 0,
      currency,
      created: nowS,
      description: str(params.description, 'description') ?? null,
      destination: destination.id,
      transfer_group: str(params.transfer_group, 'transfer_group') ?? null,
      source_transaction: sourceId,
      metadata: metadataParam(params),
      balance_transaction: this.balance.record(
        'transfer',
        -amount,
        id,
        currency,
        nowS,
        `Transfer to ${destination.id}`,
      ).id,
      reversals: [],
    };
    this.transfers.set(id, transfer);
    destination.balance += amount;
    return transfer;
  }

  private checkSource(sourceId: string, amount: number, currency: string): void {
    let charge: SandboxCharge;
    try {
      charge = this.charges.findCharge(sourceId);
    } catch {
      throw missing('charge', sourceId, 'source_transaction', 400);
    }
    if (charge.currency !== currency)
      throw new StripeApiError(
        400,
        `The currency of source_transaction's balance transaction (${charge.currency}) must be the same as the transfer currency (${currency}).`,
        'currency',
      );
    const transferred = [...this.transfers.values()]
      .filter((t) => t.source_transaction === charge.id)
      .reduce((sum, t) => sum + t.amount - t.amount_reversed, 0);
    const left = charge.amount - charge.amount_refunded - transferred;
    if (amount > left)
      throw new StripeApiError(
        400,
        `Insufficient funds from source transaction ${charge.id}: the transfer amount (${dollars(amount)}) is greater than what is left of the charge (${dollars(Math.max(0, left))}).`,
        'amount',
        'invalid_request_error',
        'balance_insufficient',
      );
  }

  findTransfer(id: string): SandboxTransfer {
    const transfer = this.transfers.get(id);
    if (!transfer) throw missing('transfer', id);
    return transfer;
  }

  /** GET /v1/transfers filters, newest first. */
  listTransfers(filter: { destination?: string; transfer_group?: string }): SandboxTransfer[] {
    return [...this.transfers.values()]
      .filter(
        (t) =>
          (!filter.destination || t.destination === filter.destination) &&
          (!filter.transfer_group || t.transfer_group === filter.transfer_group),
      )
      .reverse();
  }

  /**
   * POST /v1/transfers/:id/reversals: takes money back from the connected account, all that is
   * left of the transfer unless `amount` says less. Refused when the account no longer holds it.
   */
  createReversal(transferId: string, params: FormObject, nowS: number): SandboxTransferReversal {
    const transfer = this.findTransfer(transferId);
    const account = this.findAccount(transfer.destination);
    const left = transfer.amount - transfer.amount_reversed;
    const amount =
      params.amount === undefined || params.amount === '' ? left : int(params.amount, 'amount', 1);
    if (left <= 0 || amount > left)
      throw new StripeApiError(
        400,
        `Reversal amount (${dollars(amount)}) is greater than the amount left on transfer ${transfer.id} (${dollars(left)}).`,
        'amount',
        'invalid_request_error',
        'amount_too_large',
      );
    if (account.balance < amount)
      throw new StripeApiError(
        400,
        `Insufficient funds in the connected account ${account.id} to reverse ${dollars(amount)}: its available balance is ${dollars(account.balance)}.`,
        'amount',
        'invalid_request_error',
        'balance_insufficient',
      );
    const id = randomId('trr_');
    const description = str(params.description, 'description') ?? null;
    const reversal: SandboxTransferReversal = {
      id,
      amount,
      transfer: transfer.id,
      currency: transfer.currency,
      created: nowS,
      description,
      metadata: metadataParam(params),
      balance_transaction: this.balance.record(
        'transfer_refund',
        amount,
        id,
        transfer.currency,
        nowS,
        description ?? `Reversal of ${transfer.id}`,
      ).id,
    };
    this.reversals.set(id, reversal);
    transfer.reversals.push(id);
    transfer.amount_reversed += amount;
    account.balance -= amount;
    return reversal;
  }

  findReversal(transferId: string, id: string): SandboxTransferReversal {
    const reversal = this.reversals.get(id);
    if (!reversal || reversal.transfer !== transferId) throw missing('transfer_reversal', id);
    return reversal;
  }

  /** A transfer's reversals, newest first. */
  reversalsOf(transfer: SandboxTransfer): SandboxTransferReversal[] {
    return transfer.reversals.map((id) => this.findReversal(transfer.id, id)).reverse();
  }

  /** The account pays its whole balance out to its bank (sandbox control): nothing is left to reverse. */
  payout(accountId: string): { account: string; paid_out: number } {
    const account = this.findAccount(accountId);
    const paidOut = account.balance;
    account.balance = 0;
    return { account: account.id, paid_out: paidOut };
  }

  /**
   * Tampering (sandbox control): rewrites the recorded amount of a transfer and of its balance
   * transaction, leaving the money that moved as it was, so reconciliation can catch the mismatch.
   */
  tamperTransfer(id: string, amount: number): SandboxTransfer {
    if (!Number.isSafeInteger(amount) || amount < 1)
      throw new StripeApiError(400, 'Invalid positive integer', 'amount');
    const transfer = this.findTransfer(id);
    transfer.amount = amount;
    this.balance.overwriteAmount(transfer.balance_transaction, -amount);
    return transfer;
  }
}

/** The account as Stripe's API answers it (`object: 'account'`); onboarding clears every requirement. */
export function accountObject(account: SandboxAccount) {
  const onboarded = account.onboarded_at !== null;
  const due = onboarded ? [] : [...ONBOARDING_REQUIREMENTS];
  return {
    id: account.id,
    object: 'account' as const,
    business_type: account.business_type,
    capabilities: { transfers: onboarded ? ('active' as const) : ('inactive' as const) },
    charges_enabled: onboarded && account.type === 'express',
    country: account.country,
    created: account.created,
    default_currency: 'usd',
    details_submitted: onboarded,
    email: account.email,
    metadata: account.metadata,
    payouts_enabled: onboarded,
    requirements: {
      currently_due: due,
      eventually_due: [...due],
      past_due: [],
      pending_verification: [],
      disabled_reason: onboarded ? null : 'requirements.past_due',
      errors: [],
    },
    tos_acceptance: {
      date: account.onboarded_at,
      ip: onboarded ? '127.0.0.1' : null,
      service_agreement: account.service_agreement,
    },
    type: account.type,
  };
}

export function accountLinkObject(link: SandboxAccountLink, baseUrl: string) {
  return {
    object: 'account_link' as const,
    created: link.created,
    expires_at: link.expires_at,
    url: `${baseUrl}/connect/onboarding/${link.id}`,
  };
}

export function transferReversalObject(reversal: SandboxTransferReversal) {
  return {
    id: reversal.id,
    object: 'transfer_reversal' as const,
    amount: reversal.amount,
    balance_transaction: reversal.balance_transaction,
    created: reversal.created,
    currency: reversal.currency,
    destination_payment_refund: null,
    metadata: reversal.metadata,
    source_refund: null,
    transfer: reversal.transfer,
  };
}

/** The transfer as Stripe's API answers it, its reversals (newest first) embedded as a list. */
export function transferObject(transfer: SandboxTransfer, reversals: readonly SandboxTransferReversal[]) {
  return {
    id: transfer.id,
    object: 'transfer' as const,
    amount: transfer.amount,
    amount_reversed: transfer.amount_reversed,
    balance_transaction: transfer.balance_transaction,
    created: transfer.created,
    currency: transfer.currency,
    description: transfer.description,
    destination: transfer.destination,
    livemode: false,
    metadata: transfer.metadata,
    reversals: listObject(`/v1/transfers/${transfer.id}/reversals`, reversals.map(transferReversalObject)),
    reversed: transfer.amount_reversed === transfer.amount,
    source_transaction: transfer.source_transaction,
    source_type: 'card' as const,
    transfer_group: transfer.transfer_group,
  };
}
