import { Controller, ExecutionContext, Get } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserEntity } from '../../auth/entities/user.entity';
import { Roles } from '../decorators/roles.decorator';
import { CommonErrors } from '../errors/app-error';
import { RolesGuard } from './roles.guard';

const forbidden = expect.objectContaining({ key: CommonErrors.forbidden.key });
const unauthorized = expect.objectContaining({ key: CommonErrors.unauthorized.key });

@Roles('admin')
@Controller()
class AdminOnly {
  @Get()
  list() {}
}

@Controller()
class Mixed {
  @Roles('seller')
  @Get()
  sell() {}

  @Get()
  open() {}
}

function contextFor(
  controller: new () => object,
  handler: string,
  user?: Partial<UserEntity>,
): ExecutionContext {
  return {
    getClass: () => controller,
    getHandler: () => (controller.prototype as Record<string, unknown>)[handler],
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  } as unknown as ExecutionContext;
}

const shopper: Partial<UserEntity> = {
  role: 'customer',
  isSeller: false,
  isSuspended: false,
  sellerSuspended: false,
};
const seller: Partial<UserEntity> = {
  role: 'customer',
  isSeller: true,
  isSuspended: false,
  sellerSuspended: false,
};
const admin: Partial<UserEntity> = {
  role: 'admin',
  isSeller: false,
  isSuspended: false,
  sellerSuspended: false,
};

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());

  it('lets anyone through a route without @Roles', () => {
    expect(guard.canActivate(contextFor(Mixed, 'open', shopper))).toBe(true);
  });

  it('applies a controller-level @Roles("admin") to every handler', () => {
    expect(guard.canActivate(contextFor(AdminOnly, 'list', admin))).toBe(true);
    expect(() => guard.canActivate(contextFor(AdminOnly, 'list', shopper))).toThrow(forbidden);
    expect(() => guard.canActivate(contextFor(AdminOnly, 'list', seller))).toThrow(forbidden);
    expect(() => guard.canActivate(contextFor(AdminOnly, 'list', undefined))).toThrow(unauthorized);
  });

  it('treats a seller as is_seller with neither the account nor the seller suspended', () => {
    expect(guard.canActivate(contextFor(Mixed, 'sell', seller))).toBe(true);
    expect(() => guard.canActivate(contextFor(Mixed, 'sell', { ...seller, isSuspended: true }))).toThrow(
      forbidden,
    );
    expect(() => guard.canActivate(contextFor(Mixed, 'sell', { ...seller, sellerSuspended: true }))).toThrow(
      forbidden,
    );
    expect(() => guard.canActivate(contextFor(Mixed, 'sell', shopper))).toThrow(forbidden);
  });
});
