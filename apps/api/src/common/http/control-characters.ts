import { CommonErrors, type AppError } from '../errors/app-error';
import { hasControlInJson, hasControlInUrlValues } from '../validation/unsafe-input';

/**
 * Every route refuses control characters in its decoded parameters, query and JSON body with a 400,
 * before guards, pipes or the database see them (PostgreSQL cannot store NUL in text). Raw webhook
 * bodies (Buffers) and multipart streams are not JSON values and pass untouched. A step of the
 * preValidation hook (request-hooks.ts): the error to answer with, or undefined.
 */
export function controlCharactersRefusal(request: {
  params: unknown;
  query: unknown;
  body: unknown;
}): AppError | undefined {
  return hasControlInUrlValues(request.params) ||
    hasControlInUrlValues(request.query) ||
    hasControlInJson(request.body)
    ? CommonErrors.disallowedCharacters()
    : undefined;
}
