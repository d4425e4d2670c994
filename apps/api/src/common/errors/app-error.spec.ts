import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { toErrorBody } from '../filters/error-body';
import { AppError, CommonErrors, defineErrors, isAppError } from './app-error';

const ShopErrors = defineErrors('shop', {
  orderNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Order not found'],
  cartQuantity: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    (name: string) => `Maximum quantity per item is 10 (${name})`,
  ],
  tooSoon: [
    HttpStatus.TOO_MANY_REQUESTS,
    ErrorCode.RateLimited,
    (waitSeconds: number) => ({ detail: 'Please wait.', waitSeconds }),
  ],
});

describe('defineErrors', () => {
  it('makes an AppError per row, rendered by the filter with its status, code and sentence', () => {
    const error = ShopErrors.orderNotFound();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      detail: 'Order not found',
      key: 'shop.orderNotFound',
    });
    expect(toErrorBody(error)).toEqual({
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found', detail: 'Order not found' },
      unexpected: false,
    });
    expect(error.getStatus()).toBe(404);
  });

  it('passes the factory arguments to a message function', () => {
    expect(ShopErrors.cartQuantity('Pixel 8').detail).toBe('Maximum quantity per item is 10 (Pixel 8)');
    expect(toErrorBody(ShopErrors.cartQuantity('Case')).body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bad Request',
      detail: 'Maximum quantity per item is 10 (Case)',
    });
    // @ts-expect-error the message needs the product's name
    ShopErrors.cartQuantity();
    // @ts-expect-error a fixed sentence takes no arguments
    ShopErrors.orderNotFound('x');
  });

  it('gives the error the extra fields a message function returns beside its detail', () => {
    const error = ShopErrors.tooSoon(30);
    expect(error.waitSeconds).toBe(30);
    expect(error.detail).toBe('Please wait.');
    expect(toErrorBody(error).body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too Many Requests',
      detail: 'Please wait.',
    });
    expect(CommonErrors.rateLimited(12.5).retryAfterSeconds).toBe(12.5);
  });

  it('names each factory with its key, status and code', () => {
    const { key, status, code } = ShopErrors.cartQuantity;
    expect({ key, status, code }).toEqual({
      key: 'shop.cartQuantity',
      status: HttpStatus.BAD_REQUEST,
      code: ErrorCode.ValidationFailed,
    });
  });

  it('starts the stack where the error is made, not inside the factory', () => {
    const error = ShopErrors.orderNotFound();
    expect(error.stack?.split('\n')[1]).toContain('app-error.spec.ts');
  });
});

describe('isAppError', () => {
  it('tells one row from another by key, also across tables with the same row name', () => {
    const OtherErrors = defineErrors('other', {
      orderNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Order not found'],
    });
    const error: unknown = ShopErrors.orderNotFound();
    expect(isAppError(error, ShopErrors.orderNotFound)).toBe(true);
    expect(isAppError(error, ShopErrors.cartQuantity)).toBe(false);
    expect(isAppError(error, OtherErrors.orderNotFound)).toBe(false);
    expect(isAppError(error)).toBe(true);
    expect(isAppError(new Error('Order not found'))).toBe(false);
    expect(isAppError(undefined, ShopErrors.orderNotFound)).toBe(false);
  });

  it('narrows to the extra fields of the row', () => {
    const error: unknown = ShopErrors.tooSoon(5);
    if (!isAppError(error, ShopErrors.tooSoon)) throw new Error('expected tooSoon');
    const seconds: number = error.waitSeconds;
    expect(seconds).toBe(5);
  });

  it("renders a refused status change as 409 INVALID_TRANSITION with the machine's sentence", () => {
    const refused = CommonErrors.invalidTransition('Cannot change from a to b');
    expect(isAppError(refused, CommonErrors.invalidTransition)).toBe(true);
    expect(toErrorBody(refused).body).toEqual({
      statusCode: 409,
      code: 'INVALID_TRANSITION',
      message: 'Conflict',
      detail: 'Cannot change from a to b',
    });
  });
});

describe('CommonErrors', () => {
  it('fall back to the generic sentence of their status', () => {
    expect(CommonErrors.notFound().detail).toBe('The requested resource was not found.');
    expect(CommonErrors.notFound('User not found').detail).toBe('User not found');
    expect(CommonErrors.unauthorized().detail).toBe('Please sign in to continue.');
    expect(CommonErrors.forbidden().detail).toBe('You do not have permission to do this.');
    expect(CommonErrors.rateLimited().detail).toBe('Too many attempts. Please try again later.');
  });
});
