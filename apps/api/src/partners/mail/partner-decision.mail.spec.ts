import { PartnerApplicationDecidedEvent } from '../events/partner-application-decided.event';
import { expectMail } from '../../mail/testing';
import { partnerDecisionMail } from './partner-decision.mail';

const event = (overrides: Partial<PartnerApplicationDecidedEvent> = {}) =>
  Object.assign(
    new PartnerApplicationDecidedEvent(
      'app-1',
      'dana@example.com',
      'Dana',
      'Refurb <Co>',
      'approved',
      null,
      'http://localhost:4200/seller',
    ),
    overrides,
  );

it('tells an approved applicant they can sell, with the fee split and the dashboard link', () => {
  expectMail(partnerDecisionMail(event()), {
    to: 'dana@example.com',
    subject: 'Your PhoneHub partner application is approved',
    text: [
      'Hi Dana,',
      'Refurb <Co> is now a PhoneHub partner',
      '4% platform fee on each sale, shipping included; you keep 96%',
      'Open your Seller Dashboard: http://localhost:4200/seller',
    ],
    html: ['Refurb &lt;Co&gt;'],
    notInHtml: ['<Co>'],
  });
});

it('tells a rejected applicant, with the reviewer notes, escaped in HTML', () => {
  const rejected = { status: 'rejected' as const, reviewerNotes: 'Add a <b>website</b>', firstName: '' };
  expectMail(partnerDecisionMail(event({ ...rejected, url: 'http://localhost:4200/partner-program' })), {
    subject: 'Your PhoneHub partner application was not approved',
    text: ['Hi there,', 'Notes from our team: Add a <b>website</b>'],
    notInText: ['platform fee'],
    html: ['Add a &lt;b&gt;website&lt;/b&gt;'],
  });
});
