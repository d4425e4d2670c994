import { ApiError } from '@phonehub/api-client';
import {
  errorMessage,
  loadFailureMessage,
  OFFLINE_MESSAGE,
  SERVER_ERROR_MESSAGE,
  waitText,
} from './error-message';

describe('errorMessage', () => {
  it("uses the API's sentence, else the screen's fallback, and the generic text for bugs", () => {
    expect(
      errorMessage(new ApiError(400, 'VALIDATION_FAILED', 'Email is taken'), 'Registration failed'),
    ).toBe('Email is taken');
    expect(errorMessage(new ApiError(0, 'NETWORK_ERROR', undefined), 'Registration failed')).toBe(
      'Registration failed',
    );
    expect(errorMessage(new TypeError('x'), 'Registration failed')).toBe('An unexpected error occurred');
  });

  it('says when to try again after a 429 with Retry-After, else keeps the API words', () => {
    expect(
      errorMessage(
        new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.', undefined, 90),
        'x',
      ),
    ).toBe('Too many requests. Please try again in 2 minutes.');
    expect(
      errorMessage(new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'), 'x'),
    ).toBe('Too many attempts. Please try again later.');
  });
});

describe('loadFailureMessage', () => {
  it('tells offline, too many requests, our side and a refusal apart', () => {
    expect(loadFailureMessage(new ApiError(0, 'NETWORK_ERROR', undefined), 'x')).toBe(OFFLINE_MESSAGE);
    expect(loadFailureMessage(new ApiError(429, 'RATE_LIMITED', 'later', undefined, 5), 'x')).toBe(
      'Too many requests. Please try again in 5 seconds.',
    );
    expect(loadFailureMessage(new ApiError(503, 'INTERNAL_ERROR', 'boom'), 'x')).toBe(SERVER_ERROR_MESSAGE);
    expect(loadFailureMessage(ApiError.fromBody(502, '<html>'), 'x')).toBe(SERVER_ERROR_MESSAGE);
    expect(loadFailureMessage(new ApiError(400, 'VALIDATION_FAILED', 'Bad sort'), 'x')).toBe('Bad sort');
  });

  it('words the wait', () => {
    expect([1, 30, 60, 61, 600].map(waitText)).toEqual([
      '1 second',
      '30 seconds',
      '1 minute',
      '2 minutes',
      '10 minutes',
    ]);
  });
});
