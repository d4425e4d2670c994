import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), which meet OWASP's guidance. */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
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
