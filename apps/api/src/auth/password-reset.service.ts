import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MessageResponse } from '@phonehub/contracts';
import { DataSource, IsNull } from 'typeorm';
import { appConfig, type AppConfig } from '../config/app.config';
import { InvalidResetTokenError } from './auth.errors';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { PasswordResetRequestedEvent } from './events/password-reset-requested.event';
import { PasswordHasher } from './password-hasher.service';
import { createResetToken, hashResetToken, isResetTokenUsable } from './reset-token';
import { UsersService } from './users.service';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a password reset link.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now sign in.';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly events: EventEmitter2,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /** Answers the same whether or not the account exists, so it cannot be used to find accounts. */
  async requestReset(email: string): Promise<MessageResponse> {
    const user = await this.users.findByEmail(email);
    if (user && user.role !== 'admin') {
      const { token, tokenHash, expiresAt } = createResetToken();
      await this.dataSource
        .getRepository(PasswordResetTokenEntity)
        .insert({ userId: user.id, tokenHash, expiresAt });
      const resetUrl = `${this.app.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      this.events.emit(
        PasswordResetRequestedEvent.eventName,
        new PasswordResetRequestedEvent(user.email, user.firstName, resetUrl, expiresAt),
      );
    }
    return { message: RESET_REQUESTED_MESSAGE };
  }

  async resetPassword(token: string, password: string): Promise<MessageResponse> {
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      const tokens = manager.getRepository(PasswordResetTokenEntity);
      // The row lock makes two simultaneous uses of one link succeed at most once.
      const record = await tokens.findOne({
        where: { tokenHash: hashResetToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!record || !isResetTokenUsable(record)) throw new InvalidResetTokenError();
      await this.users.setPasswordHash(record.userId, passwordHash, manager);
      await tokens.update({ userId: record.userId, usedAt: IsNull() }, { usedAt: new Date() });
    });
    return { message: RESET_DONE_MESSAGE };
  }
}
