import { expectMail } from '../../mail/testing';
import { emailVerificationMail } from './email-verification.mail';

describe('emailVerificationMail', () => {
  const url = 'http://localhost:4200/verify-email?token=abc_DEF-123';

  it('asks a new account to confirm its address, with the link in both parts', () => {
    expectMail(
      emailVerificationMail({
        to: 'jamie@example.com',
        firstName: 'Jamie',
        purpose: 'verify',
        verifyUrl: url,
      }),
      {
        to: 'jamie@example.com',
        subject: 'Confirm your PhoneHub email address',
        text: ['Hi Jamie,', url, 'expires in 48 hours', 'If you did not create a PhoneHub account'],
        html: [`href="${url}"`, 'Confirm my email address'],
      },
    );
  });

  it('asks the new address of an email change to confirm it, and says nothing changes otherwise', () => {
    expectMail(
      emailVerificationMail({
        to: 'new@example.com',
        firstName: "O'Brien <b>",
        purpose: 'change',
        verifyUrl: url,
      }),
      {
        subject: 'Confirm your new PhoneHub email address',
        text: ['your email changes only then', 'nothing changes', url],
        html: ['Hi O&#39;Brien &lt;b&gt;,', 'Confirm my new email address'],
        notInHtml: ['<b>'],
      },
    );
  });
});
