import { ContactReplySentEvent, SupportReplyPostedEvent, SupportTicketCreatedEvent } from '../events/support.events';
import { contactReplyMail, newTicketMail, supportReplyMail } from './support.mail';

it("mails the shopper support's reply with the link to the ticket, escaped in HTML", () => {
  const mail = supportReplyMail(
    new SupportReplyPostedEvent('t-1', 'Screen <flicker>', 'Try a reset.\nThen call us.', 'dana@example.com', 'Dana', 'http://localhost:4200/support?ticket=t-1'),
  );
  expect(mail.to).toBe('dana@example.com');
  expect(mail.subject).toBe('Re: Screen <flicker> [PhoneHub Support]');
  expect(mail.text).toContain('Hi Dana,');
  expect(mail.text).toContain('Try a reset.\nThen call us.');
  expect(mail.text).toContain('See the conversation and reply: http://localhost:4200/support?ticket=t-1');
  expect(mail.html).toContain('Screen &lt;flicker&gt;');
  expect(mail.html).toContain('Try a reset.<br>Then call us.');
});

it("notifies support's address of a new ticket", () => {
  const mail = newTicketMail(
    new SupportTicketCreatedEvent('t-1', 'Refund', 'billing', 'Where is my refund?', 'Dana Smith', 'dana@example.com', 'http://localhost:4200/admin/support'),
  );
  expect(mail.to).toBe('support@phonehub.com');
  expect(mail.subject).toBe('New support ticket: Refund');
  expect(mail.text).toContain('New billing ticket from Dana Smith <dana@example.com>:');
  expect(mail.text).toContain('Where is my refund?');
});

it('answers a contact message quoting it', () => {
  const mail = contactReplyMail(new ContactReplySentEvent('c-1', 'lee@example.com', 'Lee', 'Bulk', 'Ten phones?\nFor a school', 'Yes, we can.'));
  expect(mail.to).toBe('lee@example.com');
  expect(mail.subject).toBe('Re: Bulk');
  expect(mail.text).toContain('Yes, we can.');
  expect(mail.text).toContain('> Ten phones?\n> For a school');
});
