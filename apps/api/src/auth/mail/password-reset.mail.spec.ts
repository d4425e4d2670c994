import { passwordResetMail } from './password-reset.mail';

describe('passwordResetMail', () => {
  const url = 'http://localhost:4200/reset-password?token=abc_DEF-123';

  it('carries the link in both the text and the HTML part', () => {
    const mail = passwordResetMail({ to: 'jamie@example.com', firstName: 'Jamie', resetUrl: url });
    expect(mail).toMatchObject({ to: 'jamie@example.com', subject: 'Reset your PhoneHub password' });
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('Hi Jamie,');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('escapes the name in the HTML part', () => {
    const mail = passwordResetMail({ to: 'x@example.com', firstName: "O'Brien <b>", resetUrl: url });
    expect(mail.html).toContain('Hi O&#39;Brien &lt;b&gt;,');
    expect(mail.html).not.toContain('<b>');
  });
});
