import { Injectable } from '@nestjs/common';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { PartnerApplicationDecidedEvent } from '../events/partner-application-decided.event';
import { partnerDecisionMail } from './partner-decision.mail';

/** Tells the applicant the decision; the event is published after the review commits. */
@Injectable()
export class PartnerDecisionMailListener extends MailListener<PartnerApplicationDecidedEvent> {
  protected readonly template = 'partner-decision';
  readonly event = PartnerApplicationDecidedEvent;

  protected override related(event: PartnerApplicationDecidedEvent) {
    return { type: 'partner_application', id: event.applicationId };
  }

  protected compose(event: PartnerApplicationDecidedEvent): MailMessage {
    return partnerDecisionMail(event);
  }
}
