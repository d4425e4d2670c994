import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TradeRequest, TradeStatusName } from '@phonehub/contracts';
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
import { TradeCreditHeldEvent } from './events/trade-credit-held.event';
import { movePayout } from './payout-transition';
import { seal } from '../common/crypto/seal';
import { tradeConfig, type TradeConfig } from './trade.config';
import { payoutChoosable, toTradeRequest } from './trade-mapper';
import { TradeProgress } from './trade-progress';
import { TradeErrors } from './trade.errors';

const ROUTING = /^\d{9}$/;
const ACCOUNT = /^\d{4,17}$/;

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
    @Inject(tradeConfig.KEY) private readonly config: TradeConfig,
    private readonly statusChanges: StatusChanges,
    private readonly verification: EmailVerificationService,
    private readonly jobs: JobQueue,
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
   * the value + 10 % granted at once (completing the trade), or a bank transfer the admin completes
   * by marking it paid. Bank details are sealed; only the account's last four digits stay readable.
   * A guest's credit goes to the account with the trade's email only when that account had
   * verified the address before; otherwise it is held on the trade and a claim link is mailed to
   * the address (releaseHeldCredit pays it once an account proves the address).
   */
  async payout(user: UserEntity | null, id: string, dto: TradePayoutDto): Promise<TradeRequest> {
    if (
      dto.method === 'bank_transfer' &&
      !(ROUTING.test(dto.routing_number ?? '') && ACCOUNT.test(dto.account_number ?? ''))
    )
      throw TradeErrors.stepDetailsMissing(TRADE_MESSAGES.bankDetails);
    return this.trades.manager.transaction(async (manager) => {
      const row = await this.lockOwned(manager, user, id, dto);
      if (row.payoutMethod) throw TradeErrors.stepConflict(TRADE_MESSAGES.payoutChosen);
      if (!payoutChoosable(row)) throw TradeErrors.stepConflict(TRADE_MESSAGES.payoutNotReady);
      const valueCents = row.finalValueCents ?? row.estimatedValueCents;
      const by = byCustomer(user, new Date());
      let note: string;
      if (dto.method === 'store_credit') {
        const cents = storeCreditCents(valueCents);
        const accountId = row.userId ?? (await this.verifiedAccountFor(manager, row.email, by.at));
        if (accountId) {
          await this.grantCredit(manager, row, accountId, cents, by);
          note = `Store credit of ${formatCents(cents)} added to your account`;
        } else {
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
          return toTradeRequest(saved, await this.progress.timeline(manager, saved.id));
        }
      } else {
        await movePayout(this.statusChanges, manager, row, 'pending', by);
        Object.assign(row, {
          payoutMethod: 'bank_transfer',
          payoutCents: valueCents,
          bankAccountHolder: dto.account_holder,
          bankRoutingEncrypted: seal(this.config.payoutKey, dto.routing_number as string),
          bankAccountEncrypted: seal(this.config.payoutKey, dto.account_number as string),
          bankAccountLast4: (dto.account_number as string).slice(-4),
        });
        note = `Bank transfer of ${formatCents(valueCents)} requested to the account ending ${row.bankAccountLast4}`;
      }
      const saved = await manager.save(row);
      await this.progress.step(manager, saved, note);
      return toTradeRequest(saved, await this.progress.timeline(manager, saved.id));
    });
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
      return toTradeRequest(saved, await this.progress.timeline(manager, saved.id));
    });
  }

  /**
   * `ref` is the trade's id or its tracking code (the track page knows only that). The owner signed
   * in may act, or anyone with the trade's tracking code and email (any case); else 404.
   */
  private async lockOwned(
    manager: EntityManager,
    user: UserEntity | null,
    ref: string,
    proof: TradeActionDto,
  ): Promise<TradeRequestEntity> {
    const byCode = ref.startsWith('TR-');
    const row = await manager
      .getRepository(TradeRequestEntity)
      .findOne({ where: byCode ? { trackingCode: ref } : { id: ref }, lock: { mode: 'pessimistic_write' } });
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
