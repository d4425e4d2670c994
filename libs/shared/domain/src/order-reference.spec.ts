import { normalizeOrderReference, orderReference } from './order-reference';

describe('order reference', () => {
  it('is the last 8 characters of the order id', () => {
    expect(orderReference('7f3c2a10-5b6d-4e8f-9a01-0000aa11bb22')).toBe('aa11bb22');
  });

  it('forgives spaces, a leading # and capitals', () => {
    expect(normalizeOrderReference(' #AA11 BB22 ')).toBe('aa11bb22');
    expect(normalizeOrderReference('aa11bb22')).toBe('aa11bb22');
  });

  it('refuses anything that cannot end an order id', () => {
    for (const value of ['', 'aa11bb2', 'aa11bb223', 'aa11-b22', 'zz11bb22', '%a11bb22', 'aa11bb2_']) {
      expect(normalizeOrderReference(value)).toBeNull();
    }
  });
});
