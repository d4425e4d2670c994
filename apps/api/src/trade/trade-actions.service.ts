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
import { UsersService } from '../auth/users.service';
import { CreditService } from '../credit/credit.service';
import { StatusChanges } from '../status-history/status-changes.service';
import type { TradeActionDto, TradePayoutDto } from './dto/trade-action.dto';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { movePayout } from './payout-transition';
import { seal } from './payouts/payout-crypto';
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
   * Guests take credit on the account registered with the trade's email.
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
        const accountId = row.userId ?? (await this.accountFor(manager, row.email));
        if (!accountId) throw TradeErrors.stepConflict(TRADE_MESSAGES.creditNeedsAccount);
        const cents = storeCreditCents(valueCents);
        await this.credit.grantForTrade(manager, accountId, row.id, cents);
        await this.statusChanges.transition(manager, tradeMachine, 'trade', row, 'completed', by);
        await movePayout(this.statusChanges, manager, row, 'paid', by);
        Object.assign(row, { payoutMethod: 'store_credit', payoutCents: cents, paidAt: by.at });
        note = `Store credit of ${formatCents(cents)} added to your account`;
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

  private async accountFor(manager: EntityManager, email: string): Promise<string | null> {
    const account = await this.users.findByEmail(email, manager);
    return account?.id ?? null;
  }
}
