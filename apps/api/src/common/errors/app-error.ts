import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import { ApiErrorBody, ErrorCode } from '@phonehub/contracts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/**
 * An error a client may see: a stable code and the sentence the screen shows. Modules declare theirs
 * in a table (`<domain>.errors.ts`, see `defineErrors`); the global filter renders it as the one
 * error shape. `key` names the table entry ('trade.notFound'), for code and tests that must tell
 * one error from another (`isAppError`).
 */
export class AppError extends HttpException {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly key?: string,
  ) {
    super(
      { statusCode, code, message: STATUS_CODES[statusCode] ?? 'Error', detail } satisfies ApiErrorBody,
      statusCode,
    );
    this.name = new.target.name;
  }
}

/** What a factory's arguments make: the sentence, or the sentence with fields the error carries. */
type Made = string | { readonly detail: string };
// `any[]` (not unknown[]) so that a message function with typed parameters fits the table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Message = string | ((...args: any[]) => Made);

/** One row of an errors table: HTTP status, stable code, and the sentence (or what makes it). */
export type ErrorEntry = readonly [status: HttpStatus, code: ErrorCode, message: Message];

type ArgsOf<M> = M extends (...args: infer A) => Made ? A : [];
type ErrorOf<M> = M extends (...args: never[]) => infer R
  ? R extends { readonly detail: string }
    ? AppError & Readonly<Omit<R, 'detail'>>
    : AppError
  : AppError;

/** Makes one error of a table; also names its entry, status and code. */
export type ErrorFactory<A extends unknown[] = never, E extends AppError = AppError> = ((...args: A) => E) & {
  readonly key: string;
  readonly status: HttpStatus;
  readonly code: ErrorCode;
};

export type ErrorTable<T extends Record<string, ErrorEntry>> = {
  readonly [K in keyof T]: ErrorFactory<ArgsOf<T[K][2]>, ErrorOf<T[K][2]>>;
};

/**
 * Declares a module's errors as one table of `[status, code, message]` rows and returns a factory
 * per row: `throw TradeErrors.notFound()`. A message may be a function of the factory's arguments;
 * one that returns `{ detail, ...fields }` gives the error those fields too (e.g. the seconds to wait
 * of a 429). Each error carries the key `<scope>.<row>`.
 */
export function defineErrors<const T extends Record<string, ErrorEntry>>(
  scope: string,
  table: T,
): ErrorTable<T> {
  const factories: Record<string, ErrorFactory<unknown[]>> = {};
  for (const [name, [status, code, message]] of Object.entries(table)) {
    const key = `${scope}.${name}`;
    const factory = (...args: unknown[]): AppError => {
      const made: Made = typeof message === 'function' ? message(...args) : message;
      const { detail, ...fields } = typeof made === 'string' ? { detail: made } : made;
      const error = Object.assign(new AppError(status, code, detail, key), fields);
      // The stack starts where the error is thrown, not in this factory.
      Error.captureStackTrace(error, factory);
      return error;
    };
    factories[name] = Object.assign(factory, { key, status, code });
  }
  return factories as unknown as ErrorTable<T>;
}

/** Whether `error` is an AppError, and when a factory is given, one made by it (or carrying its key). */
export function isAppError<E extends AppError>(error: unknown, factory: ErrorFactory<never, E>): error is E;
export function isAppError(error: unknown): error is AppError;
export function isAppError(error: unknown, factory?: { readonly key: string }): boolean {
  return error instanceof AppError && (factory === undefined || error.key === factory.key);
}

/** The errors any module may raise; their sentence is the generic one of their status unless given. */
export const CommonErrors = defineErrors('common', {
  validationFailed: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, (detail: string) => detail],
  invalidJson: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'The request body is not valid JSON.'],
  unauthorized: [
    HttpStatus.UNAUTHORIZED,
    ErrorCode.Unauthorized,
    (detail = 'Please sign in to continue.') => detail,
  ],
  forbidden: [
    HttpStatus.FORBIDDEN,
    ErrorCode.Forbidden,
    (detail = 'You do not have permission to do this.') => detail,
  ],
  notFound: [
    HttpStatus.NOT_FOUND,
    ErrorCode.NotFound,
    (detail = 'The requested resource was not found.') => detail,
  ],
  /** 429; `retryAfterSeconds` becomes the standard Retry-After header (see AllExceptionsFilter). */
  rateLimited: [
    HttpStatus.TOO_MANY_REQUESTS,
    ErrorCode.RateLimited,
    (retryAfterSeconds?: number) => ({ detail: TOO_MANY_ATTEMPTS, retryAfterSeconds }),
  ],
  /** 409: a status change its lifecycle does not allow (see invalid-transition.error.ts). */
  invalidTransition: [HttpStatus.CONFLICT, ErrorCode.InvalidTransition, (detail: string) => detail],
  /** Control characters in a route parameter, query value or body text (see unsafe-input.ts). */
  disallowedCharacters: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    'The request contains characters that are not allowed.',
  ],
  jsonTooDeep: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'The request body is nested too deeply.'],
});
