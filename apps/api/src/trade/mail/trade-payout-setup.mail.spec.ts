import { expectMail } from '../../mail/testing';
import { TradePayoutSetupEvent } from '../events/trade-payout-setup.event';
import { tradePayoutSetupMail } from './trade-payout-setup.mail';

describe('tradePayoutSetupMail', () => {
  const url = 'http://localhost:4200/track?id=TR-ABC123XYZ0';
  const event = (reminder: boolean) =>
    new TradePayoutSetupEvent('sam@example.com', "Sam <O'Neil>", 'TR-ABC123XYZ0', 30050, url, reminder);

  it('asks the owner who just chose a bank transfer to set up payouts, linking the trade page', () => {
    expectMail(tradePayoutSetupMail(event(false)), {
      to: 'sam@example.com',
      subject: 'Set up payouts to receive $300.50',
      text: [
        'You chose a bank transfer of $300.50 for your trade-in TR-ABC123XYZ0.',
        'PhoneHub never sees them',
        url,
      ],
      notInText: ['deleted'],
      html: [`href="${url}"`, 'Set up payouts', 'Hi Sam &lt;O&#39;Neil&gt;,'],
      notInHtml: ['<O'],
    });
  });

  it('tells a waiting owner, in the reminder, that the bank details given before were deleted', () => {
    expectMail(tradePayoutSetupMail(event(true)), {
      subject: 'Set up payouts to receive $300.50',
      text: [
        'Your bank transfer of $300.50 for the trade-in TR-ABC123XYZ0 is waiting for you.',
        'the details you gave us before were deleted',
        url,
      ],
    });
  });
});
