import * as argon2 from 'argon2';
import { PasswordHasher } from './password-hasher.service';

jest.mock('argon2', () => ({ argon2id: 2, hash: jest.fn(), verify: jest.fn() }));

const verifyMock = argon2.verify as jest.MockedFunction<typeof argon2.verify>;
const hashMock = argon2.hash as jest.MockedFunction<typeof argon2.hash>;

/** Each argon2 call waits until the test releases it, so the calls in flight can be counted. */
function heldCalls() {
  const pending: Array<() => void> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const held = <T>(value: T) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise<T>((resolve) =>
      pending.push(() => {
        inFlight--;
        resolve(value);
      }),
    );
  };
  return {
    held,
    pending,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PasswordHasher', () => {
  afterEach(() => jest.resetAllMocks());

  it('never runs more verifies at once than the limit, queues the rest, and resolves them all', async () => {
    const calls = heldCalls();
    verifyMock.mockImplementation(() => calls.held(true));
    const hasher = new PasswordHasher({ passwordHashConcurrency: 2 });

    const results = Promise.all(Array.from({ length: 20 }, (_, i) => hasher.verify('$hash', `pw-${i}`)));
    let released = 0;
    while (released < 20) {
      await settle();
      expect(calls.inFlight).toBeLessThanOrEqual(2);
      expect(calls.pending.length).toBeGreaterThan(0);
      calls.pending.shift()!();
      released++;
    }
    await expect(results).resolves.toEqual(Array(20).fill(true));
    expect(calls.maxInFlight).toBe(2);
    expect(verifyMock).toHaveBeenCalledTimes(20);
  });

  it('shares the slots between hashes and verifies, and frees a slot when argon2 fails', async () => {
    const calls = heldCalls();
    hashMock.mockImplementation(() => calls.held('$argon2id$new'));
    verifyMock.mockImplementationOnce(() => Promise.reject(new Error('malformed hash')));
    verifyMock.mockImplementation(() => calls.held(false));
    const hasher = new PasswordHasher({ passwordHashConcurrency: 1 });

    await expect(hasher.verify('not-a-hash', 'pw')).resolves.toBe(false);
    const hashed = hasher.hash('a');
    const verified = hasher.verify('$hash', 'b');
    await settle();
    expect(calls.inFlight).toBe(1);
    expect(verifyMock).toHaveBeenCalledTimes(1);
    calls.pending.shift()!();
    await expect(hashed).resolves.toBe('$argon2id$new');
    await settle();
    expect(verifyMock).toHaveBeenCalledTimes(2);
    calls.pending.shift()!();
    await expect(verified).resolves.toBe(false);
    expect(calls.maxInFlight).toBe(1);
  });
});
