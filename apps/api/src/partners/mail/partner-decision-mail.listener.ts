import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { PartnerApplicationDecidedEvent } from '../events/partner-application-decided.event';
import { partnerDecisionMail } from './partner-decision.mail';

/** Tells the applicant the decision; the event is published after the review commits. */
@Injectable()
export class PartnerDecisionMailListener extends MailListener<PartnerApplicationDecidedEvent> {
  protected readonly failureMessage = 'Could not send the partner decision mail';

  @OnEvent(PartnerApplicationDecidedEvent.eventName, { async: true })
  handle(event: PartnerApplicationDecidedEvent): Promise<void> {
    return this.deliver(event);
  }

  protected compose(event: PartnerApplicationDecidedEvent): MailMessage {
    return partnerDecisionMail(event);
  }
}
