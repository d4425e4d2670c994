import { contactDetailsMessage, hasContactDetails, listingTextProblem } from './listing-text';

describe('listing texts carry no links or contact details', () => {
  it.each([
    'URGENT: your PhoneHub account is locked - verify at http://phish.example/login',
    'Cheap iPhone https://example.com',
    'Visit www.cheap-phones for more',
    'iPhone 15 phish.example/login',
    'Galaxy S24 see shop.co.uk',
    'Pixel 8 mail deals@seller.example',
    'Pixel 8 write to deals@localhost',
    'iPhone 15 call 415-555-0142',
    'iPhone 15 call (415) 555 0142',
    'iPhone 15 call 4155550142',
    'iPhone 15 WhatsApp +44 7700 900123',
    'iPhone 15 call 5550142',
  ])('refuses %j', (text) => {
    expect(hasContactDetails(text)).toBe(true);
    expect(listingTextProblem('name', text)).toBe(
      'name cannot contain web addresses, email addresses or phone numbers',
    );
  });

  it.each([
    'Apple iPhone 15 Pro 256GB Natural Titanium',
    'MacBook Pro 14 (2023) 512GB',
    'Galaxy Tab S9 FE 10.9-inch Wi-Fi',
    'Apple Watch Series 9 GPS + Cellular 45mm',
    'Sony WH-1000XM5',
    'Samsung Galaxy S23 SM-S911B 8GB/128GB',
    'iPhone 13 mini, A2628, U.S. version',
    'AT&T locked Moto G 5G (2024)',
  ])('accepts %j', (text) => {
    expect(hasContactDetails(text)).toBe(false);
    expect(listingTextProblem('name', text)).toBeNull();
  });

  it('names the field in its sentence', () => {
    expect(contactDetailsMessage('The product name')).toBe(
      'The product name cannot contain web addresses, email addresses or phone numbers',
    );
  });
});
