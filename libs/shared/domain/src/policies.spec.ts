import { canManageProduct, canSell, isAdmin, owns, type PolicyUser } from './policies';

const user = (overrides: Partial<PolicyUser> = {}): PolicyUser => ({
  id: 'u1',
  role: 'customer',
  is_seller: false,
  is_suspended: false,
  seller_suspended: false,
  ...overrides,
});
const admin = user({ id: 'a1', role: 'admin' });
const seller = user({ id: 's1', is_seller: true });

describe('isAdmin', () => {
  it('is the admin role only', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(seller)).toBe(false);
    expect(isAdmin(user())).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('canSell', () => {
  it('is a seller whose account and seller access are not suspended', () => {
    expect(canSell(seller)).toBe(true);
    expect(canSell({ ...seller, is_suspended: true })).toBe(false);
    expect(canSell({ ...seller, seller_suspended: true })).toBe(false);
    expect(canSell(user())).toBe(false);
    expect(canSell(admin)).toBe(false);
    expect(canSell(null)).toBe(false);
  });
});

describe('canManageProduct', () => {
  it('lets an admin manage any product, PhoneHub stock included', () => {
    expect(canManageProduct(admin, { seller_id: null })).toBe(true);
    expect(canManageProduct(admin, { seller_id: 's1' })).toBe(true);
  });

  it('lets a seller manage only their own listings, and not while suspended', () => {
    expect(canManageProduct(seller, { seller_id: 's1' })).toBe(true);
    expect(canManageProduct(seller, { seller_id: 's2' })).toBe(false);
    expect(canManageProduct(seller, { seller_id: null })).toBe(false);
    expect(canManageProduct({ ...seller, is_suspended: true }, { seller_id: 's1' })).toBe(false);
    expect(canManageProduct({ ...seller, seller_suspended: true }, { seller_id: 's1' })).toBe(false);
  });

  it('refuses shoppers and signed-out callers, even with a matching id', () => {
    expect(canManageProduct(user({ id: 's1' }), { seller_id: 's1' })).toBe(false);
    expect(canManageProduct(null, { seller_id: 's1' })).toBe(false);
  });
});

describe('owns', () => {
  it('is user_id equal to the user id', () => {
    expect(owns(user(), { user_id: 'u1' })).toBe(true);
    expect(owns(user(), { user_id: 'u2' })).toBe(false);
  });

  it('gives a guest record (no user_id) to no one', () => {
    expect(owns(user(), { user_id: null })).toBe(false);
    expect(owns(user(), {})).toBe(false);
    expect(owns(null, { user_id: 'u1' })).toBe(false);
  });
});
