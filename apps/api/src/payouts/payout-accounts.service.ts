import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PayoutAccountLink, PayoutAccountStatus } from '@phonehub/contracts';
import { Repository } from 'typeorm';
import { errorText } from '../common/errors/error-text';
import { OnDomainEvent } from '../jobs/job-handler.decorator';
import { JobQueue } from '../jobs/job-queue.service';
import { PayoutAccountEnabledEvent } from './events/payout-account-enabled.event';
import { ProviderAccountChangedEvent } from './events/provider-account-changed.event';
import { PayoutAccountEntity } from './payout-account.entity';
import {
  PAYOUT_GATEWAY,
  PayoutRefusedError,
  type GatewayAccount,
  type PayoutAccountPurpose,
  type PayoutGateway,
} from './payout-gateway.port';
import { PayoutAccountErrors } from './payouts.errors';

export const NO_PAYOUT_ACCOUNT: PayoutAccountStatus = Object.freeze({
  state: 'not_started',
  requirements_due: [],
  updated_at: null,
}) as PayoutAccountStatus;

export function toPayoutAccountStatus(row: PayoutAccountEntity | null): PayoutAccountStatus {
  if (!row) return NO_PAYOUT_ACCOUNT;
  return {
    state: row.payoutsEnabled ? 'enabled' : 'requirements_due',
    requirements_due: row.payoutsEnabled ? [] : row.requirementsDue,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Who an account is for: a seller, or a trade-in customer (their user id, or a guest trade's id). */
export interface PayoutOwner {
  purpose: PayoutAccountPurpose;
  ownerId: string;
  email: string;
}

/**
 * The people we pay and their accounts at the provider. An account is opened at the provider the
 * first time its owner asks to set up payouts (one per owner: the idempotency key and a unique row
 * make a double click or two instances open one); the provider's hosted page takes their details;
 * its `account.updated` webhooks (as jobs) keep our copy of "can it be paid" current, and the
 * moment it can, PayoutAccountEnabledEvent lets waiting transfers go.
 */
@Injectable()
export class PayoutAccountsService {
  private readonly logger = new Logger(PayoutAccountsService.name);

  constructor(
    @InjectRepository(PayoutAccountEntity) private readonly accounts: Repository<PayoutAccountEntity>,
    @Inject(PAYOUT_GATEWAY) private readonly gateway: PayoutGateway,
    private readonly jobs: JobQueue,
  ) {}

  async status(purpose: PayoutAccountPurpose, ownerId: string): Promise<PayoutAccountStatus> {
    return toPayoutAccountStatus(await this.accounts.findOneBy({ purpose, ownerId }));
  }

  /** The statuses of several owners' accounts (owners without one read not_started). */
  async statuses(
    purpose: PayoutAccountPurpose,
    ownerIds: readonly string[],
  ): Promise<Map<string, PayoutAccountStatus>> {
    const rows = ownerIds.length
      ? await this.accounts
          .createQueryBuilder('a')
          .where('a.purpose = :purpose AND a.owner_id = ANY(:ids)', { purpose, ids: [...ownerIds] })
          .getMany()
      : [];
    const found = new Map(rows.map((row) => [row.ownerId, toPayoutAccountStatus(row)]));
    return new Map(ownerIds.map((id) => [id, found.get(id) ?? NO_PAYOUT_ACCOUNT]));
  }

  /** The provider's id of the owner's account when it can be paid now, else null. */
  async enabledDestination(purpose: PayoutAccountPurpose, ownerId: string): Promise<string | null> {
    const row = await this.accounts.findOneBy({ purpose, ownerId, payoutsEnabled: true });
    return row?.providerAccountId ?? null;
  }

  /**
   * A link to the provider's onboarding page for the owner's account, opening the account first if
   * there is none. `returnUrl` is where the page sends them when done, `refreshUrl` where an expired
   * or used link sends them (a page that asks for a fresh link).
   */
  async onboardingLink(
    owner: PayoutOwner,
    returnUrl: string,
    refreshUrl: string,
  ): Promise<PayoutAccountLink> {
    const account = await this.ensure(owner);
    try {
      const link = await this.gateway.onboardingLink({
        accountId: account.providerAccountId,
        returnUrl,
        refreshUrl,
      });
      return { url: link.url, expires_at: link.expiresAt.toISOString() };
    } catch (error) {
      throw this.providerError('an onboarding link', error);
    }
  }

  /** account.updated (as a job): re-reads the account at the provider, the event only says which. */
  @OnDomainEvent(ProviderAccountChangedEvent)
  async providerAccountChanged(event: ProviderAccountChangedEvent): Promise<void> {
    const row = await this.accounts.findOneBy({ providerAccountId: event.providerAccountId });
    if (!row) {
      this.logger.warn(`account.updated for ${event.providerAccountId}, which is none of ours`);
      return;
    }
    const account = await this.gateway.readAccount(row.providerAccountId);
    if (!account) {
      this.logger.warn(`The provider no longer knows account ${row.providerAccountId}`);
      return;
    }
    await this.record(row, account);
  }

  /** Stores the provider's word; when the account just became payable, says so in the same transaction. */
  private async record(row: PayoutAccountEntity, account: GatewayAccount): Promise<void> {
    await this.accounts.manager.transaction(async (manager) => {
      const [before] = await manager.query(
        `SELECT payouts_enabled FROM payout_accounts WHERE id = $1 FOR UPDATE`,
        [row.id],
      );
      await manager.update(
        PayoutAccountEntity,
        { id: row.id },
        {
          payoutsEnabled: account.payoutsEnabled,
          detailsSubmitted: account.detailsSubmitted,
          requirementsDue: account.requirementsDue,
        },
      );
      if (account.payoutsEnabled && !before?.payouts_enabled)
        await this.jobs.publish(manager, new PayoutAccountEnabledEvent(row.purpose, row.ownerId));
    });
  }

  /** The owner's account row, opening one at the provider first when there is none. */
  private async ensure(owner: PayoutOwner): Promise<PayoutAccountEntity> {
    const existing = await this.accounts.findOneBy({ purpose: owner.purpose, ownerId: owner.ownerId });
    if (existing) return existing;
    let account: GatewayAccount;
    try {
      account = await this.gateway.createAccount({
        purpose: owner.purpose,
        email: owner.email,
        reference: owner.ownerId,
        // The same owner always opens the same account, whoever asks and however often.
        idempotencyKey: `payout-account:${owner.purpose}:${owner.ownerId}`,
      });
    } catch (error) {
      throw this.providerError('a payout account', error);
    }
    await this.accounts
      .createQueryBuilder()
      .insert()
      .values({
        purpose: owner.purpose,
        ownerId: owner.ownerId,
        providerAccountId: account.id,
        email: owner.email,
        payoutsEnabled: account.payoutsEnabled,
        detailsSubmitted: account.detailsSubmitted,
        requirementsDue: account.requirementsDue,
      })
      .orIgnore()
      .execute();
    return this.accounts.findOneByOrFail({ purpose: owner.purpose, ownerId: owner.ownerId });
  }

  private providerError(what: string, error: unknown) {
    this.logger.error(`Asking the provider for ${what} failed: ${errorText(error)}`);
    return error instanceof PayoutRefusedError
      ? PayoutAccountErrors.refused()
      : PayoutAccountErrors.providerUnavailable();
  }
}
