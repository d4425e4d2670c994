import { PartnerApplicationDecidedEvent } from '../events/partner-application-decided.event';
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
  const mail = partnerDecisionMail(event());
  expect(mail.to).toBe('dana@example.com');
  expect(mail.subject).toBe('Your PhoneHub partner application is approved');
  expect(mail.text).toContain('Hi Dana,');
  expect(mail.text).toContain('Refurb <Co> is now a PhoneHub partner');
  expect(mail.text).toContain('4% platform fee on each sale; you keep 96%');
  expect(mail.text).toContain('Open your Seller Dashboard: http://localhost:4200/seller');
  expect(mail.html).toContain('Refurb &lt;Co&gt;');
  expect(mail.html).not.toContain('<Co>');
});

it('tells a rejected applicant, with the reviewer notes, escaped in HTML', () => {
  const mail = partnerDecisionMail(
    event({ status: 'rejected', reviewerNotes: 'Add a <b>website</b>', url: 'http://localhost:4200/partner-program', firstName: '' }),
  );
  expect(mail.subject).toBe('Your PhoneHub partner application was not approved');
  expect(mail.text).toContain('Hi there,');
  expect(mail.text).toContain('Notes from our team: Add a <b>website</b>');
  expect(mail.text).not.toContain('platform fee');
  expect(mail.html).toContain('Add a &lt;b&gt;website&lt;/b&gt;');
});
