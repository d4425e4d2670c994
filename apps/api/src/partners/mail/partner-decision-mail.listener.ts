import { Injectable } from '@nestjs/common';
import { OnDomainEvent, type JobContext } from '../../jobs/job-handler.decorator';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { PartnerApplicationDecidedEvent } from '../events/partner-application-decided.event';
import { partnerDecisionMail } from './partner-decision.mail';

/** Tells the applicant the decision; the event is published after the review commits. */
@Injectable()
export class PartnerDecisionMailListener extends MailListener<PartnerApplicationDecidedEvent> {
  protected readonly template = 'partner-decision';

  @OnDomainEvent(PartnerApplicationDecidedEvent)
  handle(event: PartnerApplicationDecidedEvent, context: JobContext): Promise<void> {
    return this.deliver(event, context);
  }

  protected override related(event: PartnerApplicationDecidedEvent) {
    return { type: 'partner_application', id: event.applicationId };
  }

  protected compose(event: PartnerApplicationDecidedEvent): MailMessage {
    return partnerDecisionMail(event);
  }
}
