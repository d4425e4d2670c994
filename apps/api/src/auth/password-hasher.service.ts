import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { ConcurrencyLimit } from './concurrency-limit';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes), which meet OWASP's guidance.
 *
 * argon2 runs on libuv's small thread pool, which file reads, compression and DNS share: unbounded,
 * a burst of sign-ins occupies every thread and stalls everything else. So hashes and verifies
 * queue for a few slots (PASSWORD_HASH_CONCURRENCY, one less than the CPUs by default).
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;
  private readonly slots: ConcurrencyLimit;

  constructor(@Inject(authConfig.KEY) config: Pick<AuthConfig, 'passwordHashConcurrency'>) {
    this.slots = new ConcurrencyLimit(config.passwordHashConcurrency);
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => argon2.hash(password, { type: argon2.argon2id }));
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await this.slots.run(() => argon2.verify(hash, password));
    } catch {
      return false;
    }
  }

  /**
   * Spends the same time as a real check when there is no account to check against, so response
   * times do not reveal which emails or usernames exist.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('phonehub-timing-equaliser');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
