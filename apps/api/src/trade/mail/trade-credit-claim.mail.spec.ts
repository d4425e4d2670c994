import { expectMail } from '../../mail/testing';
import { TradeCreditHeldEvent } from '../events/trade-credit-held.event';
import { tradeCreditClaimMail } from './trade-credit-claim.mail';

describe('tradeCreditClaimMail', () => {
  const url = 'http://localhost:4200/verify-email?token=abc_DEF-123';

  it('goes to the trade address with the amount and the claim link', () => {
    const mail = tradeCreditClaimMail(
      new TradeCreditHeldEvent('victim@example.com', "Vic <O'Hara>", 'TR-ABC123XYZ', 20900, url, 30),
    );
    expectMail(mail, {
      to: 'victim@example.com',
      subject: 'Claim your $209.00 PhoneHub store credit',
      text: [url, 'TR-ABC123XYZ', 'proved it owns victim@example.com', 'works for 30 days'],
      html: [`href="${url}"`, 'Hi Vic &lt;O&#39;Hara&gt;,'],
      notInHtml: ['<O'],
    });
  });
});
