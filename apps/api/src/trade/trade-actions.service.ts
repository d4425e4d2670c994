import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PayoutAccountLink, TradeRequest, TradeStatusName } from '@phonehub/contracts';
import {
  formatCents,
  storeCreditCents,
  TRADE_MESSAGES,
  tradeMachine,
  type TransitionContext,
} from '@phonehub/domain';
import { EntityManager, Repository } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { CLAIM_LINK_DAYS, EmailVerificationService } from '../auth/email-verification.service';
import { UsersService } from '../auth/users.service';
import { CreditService } from '../credit/credit.service';
import { JobQueue } from '../jobs/job-queue.service';
import { StatusChanges } from '../status-history/status-changes.service';
import type { TradeActionDto, TradePayoutDto } from './dto/trade-action.dto';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { TradeBankPayoutDueEvent } from './events/trade-bank-payout-due.event';
import { TradeCreditHeldEvent } from './events/trade-credit-held.event';
import { movePayout } from './payout-transition';
import { payoutChoosable, toTradeRequest } from './trade-mapper';
import { TradePayoutAccounts } from './trade-payout-accounts';
import { TradeLabels } from './trade-labels';
import { TradeProgress } from './trade-progress';
import { TRADE_PAYOUT_MESSAGES, TradeErrors } from './trade.errors';

/** The customer acting: signed in (their id) or a guest with the trade's code and email (no id). */
const byCustomer = (user: UserEntity | null, at: Date): TransitionContext & { at: Date } => ({
  actor: { kind: 'shopper', id: user?.id ?? null },
  at,
});

/**
 * The customer's steps on their trade: accept or decline a counteroffer, cancel before the device
 * is received, and choose the payout once. Each runs under the trade's row lock, goes through the
 * trade machine, lands on the timeline and is mailed. Someone else's trade answers like a missing one.
 */
@Injectable()
export class TradeActionsService {
  constructor(
    @InjectRepository(TradeRequestEntity) private readonly trades: Repository<TradeRequestEntity>,
    private readonly progress: TradeProgress,
    private readonly credit: CreditService,
    private readonly users: UsersService,
    private readonly statusChanges: StatusChanges,
    private readonly verification: EmailVerificationService,
    private readonly jobs: JobQueue,
    private readonly payoutAccounts: TradePayoutAccounts,
    private readonly labels: TradeLabels,
  ) {}

  acceptOffer(user: UserEntity | null, id: string, proof: TradeActionDto): Promise<TradeRequest> {
    return this.step(user, id, proof, 'accepted', (row) => {
      row.finalValueCents = row.counterofferCents;
      return `You accepted our offer of ${formatCents(row.counterofferCents ?? 0)}`;
    });
  }

  declineOffer(user: UserEntity | null, id: string, proof: TradeActionDto): Promise<TradeRequest> {
    return this.step(
      user,
      id,
      proof,
      'returned',
      () => 'You declined our offer; we are sending the device back free of charge',
    );
  }

  cancel(user: UserEntity | null, id: string, proof: TradeActionDto): Promise<TradeRequest> {
    return this.step(user, id, proof, 'cancelled', () => null);
  }

  /**
   * Once the value is settled (inspected as quoted, or a counteroffer accepted): store credit of
   * the value + 10 % granted at once (completing the trade), or a bank payout: a transfer to the
   * customer's recipient account at the payment provider, sent once that account is enabled (at
   * once when it already is, else the owner is mailed to set up payouts; TradeBankPayouts sends it).
   * We never take bank details: the provider's page does. A guest's credit goes to the account with
   * the trade's email only when that account had verified the address before; otherwise it is held
   * on the trade and a claim link is mailed to the address (releaseHeldCredit pays it once an
   * account proves the address).
   */
  async payout(user: UserEntity | null, id: string, dto: TradePayoutDto): Promise<TradeRequest> {
    return this.trades.manager.transaction(async (manager) => {
      const row = await this.lockOwned(manager, user, id, dto);
      if (row.payoutMethod) throw TradeErrors.stepConflict(TRADE_MESSAGES.payoutChosen);
      if (!payoutChoosable(row)) throw TradeErrors.stepConflict(TRADE_MESSAGES.payoutNotReady);
      const valueCents = row.finalValueCents ?? row.estimatedValueCents;
      const by = byCustomer(user, new Date());
      row.payoutRequestedAt = by.at;
      if (dto.method === 'bank_transfer') return this.chooseBankPayout(manager, row, valueCents, by);
      const cents = storeCreditCents(valueCents);
      const accountId = row.userId ?? (await this.verifiedAccountFor(manager, row.email, by.at));
      if (accountId) {
        await this.grantCredit(manager, row, accountId, cents, by);
        const saved = await manager.save(row);
        await this.progress.step(
          manager,
          saved,
          `Store credit of ${formatCents(cents)} added to your account`,
        );
        return this.answer(manager, saved);
      }
      // Held on the trade: only an account that proves it owns the address gets it.
      await movePayout(this.statusChanges, manager, row, 'pending', by);
      Object.assign(row, { payoutMethod: 'store_credit', payoutCents: cents });
      const claimUrl = await this.verification.createClaimLink(manager, row.email);
      await this.jobs.publish(
        manager,
        new TradeCreditHeldEvent(
          row.email,
          row.firstName,
          row.trackingCode,
          cents,
          claimUrl,
          CLAIM_LINK_DAYS,
        ),
      );
      const saved = await manager.save(row);
      await this.progress.note(manager, saved, creditHeldNote(cents));
      return this.answer(manager, saved);
    });
  }

  /**
   * The bank payout is written pending, to be sent by transfer to the owner's recipient account:
   * tried at once (a job of this commit) when that account can already be paid, else the owner is
   * mailed to set up payouts (which counts as their reminder). The timeline says which.
   */
  private async chooseBankPayout(
    manager: EntityManager,
    row: TradeRequestEntity,
    valueCents: number,
    by: TransitionContext & { at: Date },
  ): Promise<TradeRequest> {
    await movePayout(this.statusChanges, manager, row, 'pending', by);
    Object.assign(row, { payoutMethod: 'bank_transfer', payoutCents: valueCents });
    const amount = formatCents(valueCents);
    let note: string;
    if (await this.payoutAccounts.destinationOf(row)) {
      await this.jobs.publish(manager, new TradeBankPayoutDueEvent(row.id));
      note = `Bank payout of ${amount} requested: it goes to your payout account with our payment provider`;
    } else {
      row.payoutSetupRemindedAt = by.at;
      await this.payoutAccounts.askForSetup(manager, row, false);
      note = `Bank payout of ${amount} requested: set up payouts with our payment provider to receive it`;
    }
    const saved = await manager.save(row);
    await this.progress.note(manager, saved, note);
    return this.answer(manager, saved);
  }

  /**
   * The provider's onboarding page for the recipient account the trade's bank payout goes to (the
   * owner's, or a guest's with the trade's tracking code and email), opened first if need be.
   * Nothing is locked meanwhile: the provider is asked outside any transaction.
   */
  async payoutAccountLink(
    user: UserEntity | null,
    id: string,
    proof: TradeActionDto,
  ): Promise<PayoutAccountLink> {
    const row = await this.findOwned(this.trades.manager, user, id, proof, false);
    if (row.payoutMethod !== 'bank_transfer' || row.payoutStatus === null)
      throw TradeErrors.stepConflict(TRADE_PAYOUT_MESSAGES.noBankPayout);
    if (row.payoutStatus === 'paid') throw TradeErrors.stepConflict(TRADE_PAYOUT_MESSAGES.bankPayoutSent);
    return this.payoutAccounts.link(row);
  }

  private step(
    user: UserEntity | null,
    id: string,
    proof: TradeActionDto,
    to: TradeStatusName,
    apply: (row: TradeRequestEntity) => string | null,
  ): Promise<TradeRequest> {
    return this.trades.manager.transaction(async (manager) => {
      const row = await this.lockOwned(manager, user, id, proof);
      await this.statusChanges.transition(
        manager,
        tradeMachine,
        'trade',
        row,
        to,
        byCustomer(user, new Date()),
      );
      const note = apply(row);
      const saved = await manager.save(row);
      await this.progress.step(manager, saved, note);
      return this.answer(manager, saved);
    });
  }

  /** The trade as its owner's page shows it after a step: timeline, payout account and label. */
  private async answer(manager: EntityManager, saved: TradeRequestEntity): Promise<TradeRequest> {
    return toTradeRequest(
      saved,
      await this.progress.timeline(manager, saved.id),
      await this.payoutAccounts.statusOf(saved),
      await this.labels.labelOf(saved),
    );
  }

  /**
   * `ref` is the trade's id or its tracking code (the track page knows only that). The owner signed
   * in may act, or anyone with the trade's tracking code and email (any case); else 404.
   */
  private lockOwned(
    manager: EntityManager,
    user: UserEntity | null,
    ref: string,
    proof: TradeActionDto,
  ): Promise<TradeRequestEntity> {
    return this.findOwned(manager, user, ref, proof, true);
  }

  /** As lockOwned, taking the row lock (in the caller's transaction) only when `lock` says so. */
  private async findOwned(
    manager: EntityManager,
    user: UserEntity | null,
    ref: string,
    proof: TradeActionDto,
    lock: boolean,
  ): Promise<TradeRequestEntity> {
    const byCode = ref.startsWith('TR-');
    const row = await manager.getRepository(TradeRequestEntity).findOne({
      where: byCode ? { trackingCode: ref } : { id: ref },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!row) throw TradeErrors.notFound();
    const owner = user !== null && row.userId === user.id;
    const code = byCode ? ref : proof.tracking_code?.toUpperCase();
    const guest =
      code === row.trackingCode && !!proof.email && proof.email.toLowerCase() === row.email.toLowerCase();
    if (!owner && !guest) throw TradeErrors.notFound();
    return row;
  }

  /**
   * An account (proved by `EmailVerifiedEvent`) claims the store credit held for its address: each
   * guest trade of that address whose credit is held is paid to it and completed. A job of the
   * verification's commit; running it again finds nothing held and does nothing.
   */
  async releaseHeldCredit(userId: string, email: string): Promise<number> {
    return this.trades.manager.transaction(async (manager) => {
      const account = await this.users.findById(userId, manager);
      if (!account?.emailVerifiedAt || account.email.toLowerCase() !== email.toLowerCase()) return 0;
      const held = await manager
        .getRepository(TradeRequestEntity)
        .createQueryBuilder('t')
        .setLock('pessimistic_write')
        .where('lower(t.email) = lower(:email)', { email })
        .andWhere('t.user_id IS NULL')
        .andWhere(`t.payout_method = 'store_credit' AND t.payout_status = 'pending'`)
        .orderBy('t.submitted_at', 'ASC')
        .getMany();
      const by = { actor: { kind: 'shopper' as const, id: account.id }, at: new Date() };
      for (const row of held) {
        const cents = row.payoutCents ?? 0;
        await this.grantCredit(manager, row, account.id, cents, by);
        const saved = await manager.save(row);
        await this.progress.step(
          manager,
          saved,
          `Store credit of ${formatCents(cents)} added to the account of ${account.email}`,
        );
      }
      return held.length;
    });
  }

  /** The trade's store credit on the account: the trade completes and its payout is paid. */
  private async grantCredit(
    manager: EntityManager,
    row: TradeRequestEntity,
    accountId: string,
    cents: number,
    by: TransitionContext & { at: Date },
  ): Promise<void> {
    await this.credit.grantForTrade(manager, accountId, row.id, cents);
    await this.statusChanges.transition(manager, tradeMachine, 'trade', row, 'completed', by);
    await movePayout(this.statusChanges, manager, row, 'paid', by);
    Object.assign(row, { payoutMethod: 'store_credit', payoutCents: cents, paidAt: by.at });
  }

  /**
   * The account with the trade's email, when it had verified that address before now (the choice
   * of payout): an account that only claims the address (registered or moved to it unproved) gets
   * nothing, the credit waits for one that proves it.
   */
  private async verifiedAccountFor(manager: EntityManager, email: string, now: Date): Promise<string | null> {
    const account = await this.users.findByEmail(email, manager);
    const verified =
      account?.role === 'customer' && account.emailVerifiedAt !== null && account.emailVerifiedAt <= now;
    return verified ? account.id : null;
  }
}

/** On the timeline (which the guest who chose sees): what happens, never the link. */
export function creditHeldNote(cents: number): string {
  return `Store credit of ${formatCents(cents)} is held until it is claimed: we emailed a link to the trade-in's email address. It goes to the PhoneHub account of that address once it opens the link.`;
}
