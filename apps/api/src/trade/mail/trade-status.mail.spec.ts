import { TradeStatusChangedEvent } from '../events/trade-status-changed.event';
import { expectMail } from '../../mail/testing';
import { tradeStatusMail } from './trade-status.mail';

const event = (status: TradeStatusChangedEvent['status'], finalValue: number | null, reason: string | null) =>
  new TradeStatusChangedEvent(
    'sam@example.com',
    "Sam <O'Neil>",
    'TR-ABC123XYZ',
    'Apple iPhone 15 Pro',
    status,
    finalValue,
    reason,
    'https://phonehub.test/track?id=TR-ABC123XYZ',
  );

describe('tradeStatusMail', () => {
  it('tells an approved owner the final value in dollars', () => {
    expectMail(tradeStatusMail(event('approved', 1455, null)), {
      subject: 'Your PhoneHub trade-in is approved',
      text: [
        "Congratulations! Your trade has been approved. You'll receive payment instructions soon.",
        'Final value: $1,455.00',
      ],
    });
  });

  it('says the price comes after inspection when an approval has no final value', () => {
    expect(tradeStatusMail(event('approved', null, null)).text).toContain(
      'Final pricing will be confirmed after device inspection.',
    );
  });

  it('gives the rejection reason, escaped in the HTML part', () => {
    expectMail(tradeStatusMail(event('rejected', null, '<script>alert(1)</script> cracked')), {
      subject: 'Your PhoneHub trade-in is not approved',
      text: ['Reason: <script>alert(1)</script> cracked'],
      html: ['Reason: &lt;script&gt;alert(1)&lt;/script&gt; cracked', 'Hi Sam &lt;O&#39;Neil&gt;,'],
      notInHtml: ['<script>'],
    });
  });
});
