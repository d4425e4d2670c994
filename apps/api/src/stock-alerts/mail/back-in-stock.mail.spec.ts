import { expectMail } from '../../mail/testing';
import { backInStockMail, mailDeviceName, UNNAMED_DEVICE } from './back-in-stock.mail';
import { stockAlertConfirmMail } from './stock-alert-confirm.mail';

describe('backInStockMail', () => {
  const mail = backInStockMail({
    to: 'dana@example.com',
    deviceName: 'Apple iPhone 13 <Mini> & co',
    priceCents: 129_999,
    productUrl: 'https://shop.example/product/0f6c1c1e-7d5a-4a57-9a0c-9d1d2e3f4a5b',
  });

  it('names the device in the subject and goes to the requester', () => {
    expect(mail.to).toBe('dana@example.com');
    expect(mail.subject).toBe('Back in stock: Apple iPhone 13 <Mini> & co');
  });

  it('gives the price from cents and the link in the text', () => {
    expect(mail.text).toContain('Apple iPhone 13 <Mini> & co is back in stock at PhoneHub, for $1,299.99.');
    expect(mail.text).toContain(
      'See it here: https://shop.example/product/0f6c1c1e-7d5a-4a57-9a0c-9d1d2e3f4a5b',
    );
  });

  it('escapes the name in the HTML and links the product page', () => {
    expect(mail.html).toContain('<strong>Apple iPhone 13 &lt;Mini&gt; &amp; co</strong>');
    expect(mail.html).not.toContain('<Mini>');
    expect(mail.html).toContain(
      '<a href="https://shop.example/product/0f6c1c1e-7d5a-4a57-9a0c-9d1d2e3f4a5b">See it on PhoneHub</a>',
    );
  });
});

describe('mailDeviceName', () => {
  it("names the device by the catalogue's make and model, never twice the brand", () => {
    expect(mailDeviceName('Apple', 'iPhone 13')).toBe('Apple iPhone 13');
    expect(mailDeviceName('Apple', 'Apple Watch Series 9')).toBe('Apple Watch Series 9');
  });

  it('does not repeat a make or model carrying a link or contact details, nor a blank one', () => {
    expect(mailDeviceName('Apple', 'verify at http://phish.example/login')).toBe(UNNAMED_DEVICE);
    expect(mailDeviceName('Call 415-555-0142', 'iPhone')).toBe(UNNAMED_DEVICE);
    expect(mailDeviceName(' ', '')).toBe(UNNAMED_DEVICE);
  });
});

describe('stockAlertConfirmMail', () => {
  it('has a fixed subject, names the device and carries the confirmation link, escaped in the HTML', () => {
    const url = 'https://shop.example/api/stock-alerts/confirm?token=abc&x=1';
    expectMail(
      stockAlertConfirmMail({ to: 'dana@example.com', deviceName: 'Apple iPhone 13', confirmUrl: url }),
      {
        to: 'dana@example.com',
        subject: 'Confirm your back-in-stock alert',
        text: [
          'when Apple iPhone 13 is back in stock',
          'within 48 hours',
          url,
          'If it was not you, ignore this email',
        ],
        html: [
          '<a href="https://shop.example/api/stock-alerts/confirm?token=abc&amp;x=1">Confirm the alert</a>',
        ],
      },
    );
  });
});
