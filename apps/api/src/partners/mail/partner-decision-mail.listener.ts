import { Injectable } from '@nestjs/common';
import { mailListener } from '../../mail/mail-listener';
import { PartnerApplicationDecidedEvent } from '../events/partner-application-decided.event';
import { partnerDecisionMail } from './partner-decision.mail';

/** Tells the applicant the decision; the event is published after the review commits. */
@Injectable()
export class PartnerDecisionMailListener extends mailListener({
  event: PartnerApplicationDecidedEvent,
  template: 'partner-decision',
  compose: partnerDecisionMail,
  related: (event) => ({ type: 'partner_application', id: event.applicationId }),
}) {}
