import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TradeRequest, TradeStatusName } from '@phonehub/contracts';
import { formatCents, storeCreditCents, TRADE_MESSAGES, tradeMachine } from '@phonehub/domain';
import { EntityManager, Repository } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { enforceMachine } from '../common/errors/invalid-transition.error';
import { CreditService } from '../credit/credit.service';
import type { TradeActionDto, TradePayoutDto } from './dto/trade-action.dto';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { seal } from './payouts/payout-crypto';
import { tradeConfig, type TradeConfig } from './trade.config';
import { payoutChoosable, toTradeRequest } from './trade-mapper';
import { TradeProgress } from './trade-progress';
import { TradeNotFoundError, TradeStepConflictError, TradeStepDetailsError } from './trade.errors';

const ROUTING = /^\d{9}$/;
const ACCOUNT = /^\d{4,17}$/;

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
    @Inject(tradeConfig.KEY) private readonly config: TradeConfig,
  ) {}

  acceptOffer(user: UserEntity | null, id: string, proof: TradeActionDto): Promise<TradeRequest> {
    return this.step(user, id, proof, 'accepted', (row) => {
      row.finalValueCents = row.counterofferCents;
      return `You accepted our offer of ${formatCents(row.counterofferCents ?? 0)}`;
    });
  }

  declineOffer(user: UserEntity | null, id: string, proof: TradeActionDto): Promise<TradeRequest> {
    return this.step(user, id, proof, 'returned', () => 'You declined our offer; we are sending the device back free of charge');
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
    if (dto.method === 'bank_transfer' && !(ROUTING.test(dto.routing_number ?? '') && ACCOUNT.test(dto.account_number ?? '')))
      throw new TradeStepDetailsError(TRADE_MESSAGES.bankDetails);
    return this.trades.manager.transaction(async (manager) => {
      const row = await this.lockOwned(manager, user, id, dto);
      if (row.payoutMethod) throw new TradeStepConflictError(TRADE_MESSAGES.payoutChosen);
      if (!payoutChoosable(row)) throw new TradeStepConflictError(TRADE_MESSAGES.payoutNotReady);
      const valueCents = row.finalValueCents ?? row.estimatedValueCents;
      const now = new Date();
      let note: string;
      if (dto.method === 'store_credit') {
        const accountId = row.userId ?? (await this.accountFor(manager, row.email));
        if (!accountId) throw new TradeStepConflictError(TRADE_MESSAGES.creditNeedsAccount);
        const cents = storeCreditCents(valueCents);
        await this.credit.grantForTrade(manager, accountId, row.id, cents);
        enforceMachine(tradeMachine, row.status, 'completed');
        Object.assign(row, { status: 'completed', payoutMethod: 'store_credit', payoutStatus: 'paid', payoutCents: cents, paidAt: now });
        note = `Store credit of ${formatCents(cents)} added to your account`;
      } else {
        Object.assign(row, {
          payoutMethod: 'bank_transfer',
          payoutStatus: 'pending',
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
      enforceMachine(tradeMachine, row.status, to);
      const note = apply(row);
      row.status = to;
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
    if (!row) throw new TradeNotFoundError();
    const owner = user !== null && row.userId === user.id;
    const code = byCode ? ref : proof.tracking_code?.toUpperCase();
    const guest = code === row.trackingCode && !!proof.email && proof.email.toLowerCase() === row.email.toLowerCase();
    if (!owner && !guest) throw new TradeNotFoundError();
    return row;
  }

  private async accountFor(manager: EntityManager, email: string): Promise<string | null> {
    const [account] = await manager.query(`SELECT id FROM users WHERE email = $1::citext`, [email]);
    return account?.id ?? null;
  }
}
