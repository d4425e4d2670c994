import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MessageResponse } from '@phonehub/contracts';
import { Logger } from 'nestjs-pino';
import { DataSource, IsNull } from 'typeorm';
import { CommonErrors } from '../common/errors/app-error';
import { appConfig, type AppConfig } from '../config/app.config';
import { retentionConfig, type RetentionConfig } from '../config/retention.config';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobQueue } from '../jobs/job-queue.service';
import { AuthErrors } from './auth.errors';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { UserEntity } from './entities/user.entity';
import { PasswordResetRequestedEvent } from './events/password-reset-requested.event';
import { PasswordHasher } from './password-hasher.service';
import { checkNewPassword } from './password-policy';
import { createResetToken, forgetSpentLinks, hashResetToken, isResetTokenUsable } from './reset-token';
import { UsersService } from './users.service';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a password reset link.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now sign in.';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly jobs: JobQueue,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(retentionConfig.KEY) private readonly retention: RetentionConfig,
    private readonly logger: Logger,
  ) {}

  /** Retention, hourly: links used or expired more than RETENTION_RESET_TOKEN_HOURS ago. Answers how many. */
  @JobHandler('retention-reset-tokens', { cron: '27 * * * *', concurrency: 1 })
  async forgetSpentTokens(): Promise<number> {
    return forgetSpentLinks(this.dataSource, 'password_reset_tokens', this.retention.resetTokenHours);
  }

  /**
   * Answers the same, and as fast, whether or not the account exists, so it cannot be used to find
   * accounts: the answer goes out first, and the lookup and the mail happen after it. A failure
   * there is logged, never shown to the requester.
   */
  requestReset(email: string): Promise<MessageResponse> {
    void this.sendResetLink(email).catch((error: unknown) =>
      this.logger.error({ err: error }, 'Could not start a password reset', PasswordResetService.name),
    );
    return Promise.resolve({ message: RESET_REQUESTED_MESSAGE });
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user && user.role !== 'admin') {
      const { token, tokenHash, expiresAt } = createResetToken();
      const resetUrl = `${this.app.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      // The link and its mail's job commit together: a link nobody was sent is never stored.
      await this.dataSource.transaction(async (manager) => {
        await manager
          .getRepository(PasswordResetTokenEntity)
          .insert({ userId: user.id, tokenHash, expiresAt });
        await this.jobs.publish(
          manager,
          new PasswordResetRequestedEvent(user.email, user.firstName, resetUrl, expiresAt),
        );
      });
    }
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
      if (!record || !isResetTokenUsable(record)) throw AuthErrors.invalidResetToken();
      // The rules that need the account (its email) are checked once the link says whose it is.
      const user = await manager.getRepository(UserEntity).findOneByOrFail({ id: record.userId });
      const refused = checkNewPassword(password, user.email);
      if (refused) throw CommonErrors.validationFailed(refused);
      // Also revokes every token issued before the reset.
      await this.users.setPasswordHash(record.userId, passwordHash, manager);
      await tokens.update({ userId: record.userId, usedAt: IsNull() }, { usedAt: new Date() });
    });
    return { message: RESET_DONE_MESSAGE };
  }
}
