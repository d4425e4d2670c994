import {
  BadRequestException,
  HttpException,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { CommonErrors } from '../errors/app-error';
import { AuthErrors } from '../../auth/auth.errors';
import { toErrorBody } from './error-body';

function queryError(code: string): QueryFailedError {
  const driverError = Object.assign(
    new Error('duplicate key value violates unique constraint "uq_users_email"'),
    { code },
  );
  return new QueryFailedError(
    'INSERT INTO users (email, password_hash) VALUES ($1, $2)',
    ['a@b.co', 'secret'],
    driverError,
  );
}

/** What anything the filter does not know renders as: a bare 500, marked for logging. */
const UNEXPECTED = {
  body: {
    statusCode: 500,
    code: 'INTERNAL_ERROR',
    message: 'Internal Server Error',
    detail: 'Something went wrong',
  },
  unexpected: true,
};

describe('toErrorBody', () => {
  it('renders an AppError with its own code and sentence', () => {
    expect(toErrorBody(AuthErrors.emailTaken())).toEqual({
      body: {
        statusCode: 409,
        code: 'EMAIL_TAKEN',
        message: 'Conflict',
        detail: 'An account with this email already exists',
      },
      unexpected: false,
    });
    expect(toErrorBody(CommonErrors.validationFailed('Please enter a valid email address')).body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bad Request',
      detail: 'Please enter a valid email address',
    });
  });

  it.each([
    [
      new NotFoundException('Cannot GET /api/nope'),
      404,
      'NOT_FOUND',
      'The requested resource was not found.',
    ],
    [new ThrottlerException(), 429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'],
    [new PayloadTooLargeException(), 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'],
    [
      new HttpException('Unsupported Media Type: text/plain', 415),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Please send the request body as JSON.',
    ],
    [
      new BadRequestException('some internal parser detail'),
      400,
      'VALIDATION_FAILED',
      'The request is not valid.',
    ],
    [
      new ServiceUnavailableException({ status: 'error', error: { database: { status: 'down' } } }),
      503,
      'INTERNAL_ERROR',
      'The service is temporarily unavailable. Please try again shortly.',
    ],
  ])('renders %p generically as %i %s', (exception, statusCode, code, detail) => {
    const { body } = toErrorBody(exception);
    expect(body).toEqual(expect.objectContaining({ statusCode, code, detail }));
    expect(Object.keys(body).sort()).toEqual(['code', 'detail', 'message', 'statusCode']);
  });

  it('renders a Fastify body-parsing error as a 400, not a 500', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected end of JSON input'), { statusCode: 400 });
    expect(toErrorBody(parseError)).toEqual({
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Bad Request',
        detail: 'The request body is not valid JSON.',
      },
      unexpected: false,
    });
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      name: 'FastifyError',
    });
    expect(toErrorBody(tooLarge).body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('maps a unique violation to 409 and bad input to 400, never showing SQL', () => {
    const duplicate = toErrorBody(queryError('23505'));
    expect(duplicate.body).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Conflict',
      detail: 'This record already exists.',
    });
    expect(toErrorBody(queryError('22P02')).body.statusCode).toBe(400);
    // NUL or a byte sequence the database cannot store as text is the client's input, not a fault.
    expect(toErrorBody(queryError('22021')).body.statusCode).toBe(400);
    expect(toErrorBody(queryError('22P05')).body.statusCode).toBe(400);
    const other = toErrorBody(queryError('42P01'));
    expect(other).toEqual(UNEXPECTED);
    for (const rendered of [duplicate, other])
      expect(JSON.stringify(rendered.body)).not.toMatch(/INSERT|users|secret|constraint/);
  });

  it('maps a missing entity to 404', () => {
    expect(toErrorBody(new EntityNotFoundError('UserEntity', { id: 'x' })).body.statusCode).toBe(404);
  });

  it('hides anything else behind a 500 "Something went wrong" and marks it for logging', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'id') at /srv/app/main.js:10");
    expect(toErrorBody(error)).toEqual(UNEXPECTED);
    expect(toErrorBody('a thrown string').body.statusCode).toBe(500);
    expect(toErrorBody(undefined).body.statusCode).toBe(500);
  });
});
