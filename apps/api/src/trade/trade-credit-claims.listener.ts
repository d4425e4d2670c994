import { Injectable } from '@nestjs/common';
import { EmailVerifiedEvent } from '../auth/events/email-verified.event';
import { OnDomainEvent } from '../jobs/job-handler.decorator';
import { TradeActionsService } from './trade-actions.service';

/**
 * An account proved its address (a verification, email change or claim link followed): the store
 * credit of guest trade-ins held for that address goes to it. A job of the verification's commit.
 */
@Injectable()
export class TradeCreditClaimsListener {
  constructor(private readonly actions: TradeActionsService) {}

  @OnDomainEvent(EmailVerifiedEvent)
  async handle(event: EmailVerifiedEvent): Promise<void> {
    await this.actions.releaseHeldCredit(event.userId, event.email);
  }
}
