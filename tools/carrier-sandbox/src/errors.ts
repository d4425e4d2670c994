import { randomBytes } from 'node:crypto';

export interface FieldError {
  field: string;
  message: string;
  suggestion: string | null;
}

/**
 * A client error in EasyPost's shape (`{ error: { code, message, errors } }`): the SDK's ErrorHandler
 * reads exactly these three keys and picks its error class from the status (400 BadRequestError,
 * 401 UnauthorizedError, 404 NotFoundError, 422 InvalidRequestError, …).
 */
export class EasyPostApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }

  body() {
    return { error: { code: this.code, message: this.message, errors: this.errors } };
  }
}

export const notFound = () =>
  new EasyPostApiError(404, 'NOT_FOUND', 'The requested resource could not be found.');

export const fieldError = (field: string, message: string): FieldError => ({
  field,
  message,
  suggestion: null,
});

/** EasyPost ids: a type prefix and 32 hex digits (128 random bits, so a label URL cannot be guessed). */
export const randomId = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/** EasyPost's timestamps: ISO 8601 in UTC to the second, e.g. 2025-03-01T12:00:00Z. */
export const isoSeconds = (ms: number) =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string parameter; numbers are taken as their text (a zip sent as 94104), blank counts as absent. */
export function optionalString(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string')
    throw new EasyPostApiError(422, 'PARAMETER.INVALID', `Invalid parameter: ${field}.`, [
      fieldError(field, 'must be a string'),
    ]);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A positive number parameter (weights in ounces, sizes in inches); numeric strings are accepted. */
export function optionalPositive(value: unknown, field: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0)
    throw new EasyPostApiError(422, 'PARAMETER.INVALID', `Invalid parameter: ${field}.`, [
      fieldError(field, 'must be a positive number'),
    ]);
  return n;
}
