import type { ExecutionContext } from '@nestjs/common';
import type { UserEntity } from '../auth/entities/user.entity';
import { SellerGuard } from './seller.guard';

const contextFor = (user?: Partial<UserEntity>) =>
  ({ switchToHttp: () => ({ getRequest: () => ({ user }) }) }) as unknown as ExecutionContext;

const account = (overrides: Partial<UserEntity>): Partial<UserEntity> => ({
  id: '7a1b2c3d-2222-4b4b-8888-0123456789ab',
  role: 'customer',
  isSeller: true,
  isSuspended: false,
  sellerSuspended: false,
  ...overrides,
});

describe('SellerGuard', () => {
  const guard = new SellerGuard();

  it('lets a seller who may sell through', () => {
    expect(guard.canActivate(contextFor(account({})))).toBe(true);
  });

  it.each([
    ['a shopper', account({ isSeller: false }), 'Seller access required'],
    ['an admin', account({ role: 'admin', isSeller: false }), 'Seller access required'],
    ['a suspended seller', account({ isSuspended: true }), 'Your seller account is suspended'],
    [
      'a seller an admin suspended as a seller',
      account({ sellerSuspended: true }),
      'Your seller account is suspended',
    ],
  ])('refuses %s with 403 and its reason', (_who, user, detail) => {
    expect(() => guard.canActivate(contextFor(user))).toThrow(
      expect.objectContaining({ statusCode: 403, detail }) as unknown as Error,
    );
  });

  it('answers 401 without a signed-in user', () => {
    expect(() => guard.canActivate(contextFor(undefined))).toThrow(
      expect.objectContaining({ statusCode: 401 }) as unknown as Error,
    );
  });
});
