import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  DisallowedCharactersError,
  hasControlInJson,
  hasControlInUrlValues,
} from '../validation/unsafe-input';

/**
 * Every route refuses control characters in its decoded parameters, query and JSON body with a 400,
 * before guards, pipes or the database see them (PostgreSQL cannot store NUL in text). Raw webhook
 * bodies (Buffers) and multipart streams are not JSON values and pass untouched.
 */
export function refuseControlCharacters(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preValidation', (request, _reply, done) => {
      const refused =
        hasControlInUrlValues(request.params) ||
        hasControlInUrlValues(request.query) ||
        hasControlInJson(request.body);
      done(refused ? new DisallowedCharactersError() : undefined);
    });
}
