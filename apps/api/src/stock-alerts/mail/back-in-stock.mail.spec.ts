import { backInStockMail } from './back-in-stock.mail';

describe('backInStockMail', () => {
  const mail = backInStockMail({
    to: 'dana@example.com',
    productName: 'iPhone 13 <Mini> & co',
    priceCents: 129_999,
    productUrl: 'https://shop.example/product/0f6c1c1e-7d5a-4a57-9a0c-9d1d2e3f4a5b',
  });

  it('names the product in the subject and goes to the requester', () => {
    expect(mail.to).toBe('dana@example.com');
    expect(mail.subject).toBe('Back in stock: iPhone 13 <Mini> & co');
  });

  it('gives the price from cents and the link in the text', () => {
    expect(mail.text).toContain('iPhone 13 <Mini> & co is back in stock at PhoneHub, for $1,299.99.');
    expect(mail.text).toContain(
      'See it here: https://shop.example/product/0f6c1c1e-7d5a-4a57-9a0c-9d1d2e3f4a5b',
    );
  });

  it('escapes the name in the HTML and links the product page', () => {
    expect(mail.html).toContain('<strong>iPhone 13 &lt;Mini&gt; &amp; co</strong>');
    expect(mail.html).not.toContain('<Mini>');
    expect(mail.html).toContain(
      '<a href="https://shop.example/product/0f6c1c1e-7d5a-4a57-9a0c-9d1d2e3f4a5b">See it on PhoneHub</a>',
    );
  });
});
