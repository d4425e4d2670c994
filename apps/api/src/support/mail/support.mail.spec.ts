import {
  ContactReplySentEvent,
  SupportReplyPostedEvent,
  SupportTicketCreatedEvent,
} from '../events/support.events';
import { expectMail } from '../../mail/testing';
import { contactReplyMail, newTicketMail, supportReplyMail } from './support.mail';

it("mails the shopper support's reply with the link to the ticket, escaped in HTML", () => {
  const url = 'http://localhost:4200/support?ticket=t-1';
  const reply = 'Try a reset.\nThen call us.';
  expectMail(
    supportReplyMail(
      new SupportReplyPostedEvent('t-1', 'Screen <flicker>', reply, 'dana@example.com', 'Dana', url),
    ),
    {
      to: 'dana@example.com',
      subject: 'Re: Screen <flicker> [PhoneHub Support]',
      text: ['Hi Dana,', reply, `See the conversation and reply: ${url}`],
      html: ['Screen &lt;flicker&gt;', 'Try a reset.<br>Then call us.'],
    },
  );
});

it("notifies support's address of a new ticket", () => {
  const url = 'http://localhost:4200/admin/support';
  expectMail(
    newTicketMail(
      new SupportTicketCreatedEvent(
        't-1',
        'Refund',
        'billing',
        'Where is my refund?',
        'Dana Smith',
        'dana@example.com',
        url,
      ),
    ),
    {
      to: 'support@phonehub.com',
      subject: 'New support ticket: Refund',
      text: ['New billing ticket from Dana Smith <dana@example.com>:', 'Where is my refund?'],
    },
  );
});

it('answers a contact message quoting it', () => {
  expectMail(
    contactReplyMail(
      new ContactReplySentEvent(
        'c-1',
        'lee@example.com',
        'Lee',
        'Bulk',
        'Ten phones?\nFor a school',
        'Yes, we can.',
      ),
    ),
    {
      to: 'lee@example.com',
      subject: 'Re: Bulk',
      text: ['Yes, we can.', '> Ten phones?\n> For a school'],
    },
  );
});
