import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MessageResponse, VerifyEmailResponse } from '@phonehub/contracts';
import { DataSource, EntityManager, IsNull, MoreThan } from 'typeorm';
import { appConfig, type AppConfig } from '../config/app.config';
import { retentionConfig, type RetentionConfig } from '../config/retention.config';
import { isUniqueViolation } from '../database/postgres-errors';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobQueue } from '../jobs/job-queue.service';
import { AuthErrors } from './auth.errors';
import {
  EmailVerificationTokenEntity,
  type EmailTokenPurpose,
} from './entities/email-verification-token.entity';
import { UserEntity } from './entities/user.entity';
import { EmailChangedEvent } from './events/email-changed.event';
import { EmailVerificationRequestedEvent } from './events/email-verification-requested.event';
import { EmailVerifiedEvent } from './events/email-verified.event';
import { VERIFICATION_LINK_HOURS } from './mail/email-verification.mail';
import { createLinkToken, forgetSpentLinks, hashResetToken, isResetTokenUsable } from './reset-token';
import { UsersService } from './users.service';

const HOUR_MS = 60 * 60 * 1000;
const LINK_TTL_MS = VERIFICATION_LINK_HOURS * HOUR_MS;
/** Store credit stays held while its claim link lasts; verifying the address later claims it too. */
export const CLAIM_LINK_DAYS = 30;
const CLAIM_TTL_MS = CLAIM_LINK_DAYS * 24 * HOUR_MS;
/** One new link a minute per account (on top of the per-IP limit of the route). */
const RESEND_GAP_MS = 60 * 1000;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Links that prove an address (issue 34): mailed after sign-up ('verify'), to the new address of
 * an email change ('change', which switches only when followed) and to a guest trade-in's address
 * whose store credit is held ('claim'). Following one needs the account it is for to be signed in:
 * the mail proves the address, the sign-in proves the account, so a link opened by someone else
 * (or an account squatting on an address) proves nothing. An account that proves its address gets
 * the store credit held for it (EmailVerifiedEvent, which trade-ins follow).
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly users: UsersService,
    private readonly jobs: JobQueue,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(retentionConfig.KEY) private readonly retention: RetentionConfig,
  ) {}

  /**
   * Retention, hourly: links used or expired more than RETENTION_RESET_TOKEN_HOURS ago (as reset
   * links). Store credit held for an address stays held: verifying the address claims it too.
   */
  @JobHandler('retention-verification-tokens', { cron: '37 * * * *', concurrency: 1 })
  async forgetSpentTokens(): Promise<number> {
    return forgetSpentLinks(this.dataSource, 'email_verification_tokens', this.retention.resetTokenHours);
  }

  /** Mails the account a link to its current address, in the caller's transaction. */
  async sendVerifyLink(manager: EntityManager, user: UserEntity): Promise<void> {
    const url = await this.newLink(manager, 'verify', user.email, user.id, LINK_TTL_MS);
    await this.jobs.publish(
      manager,
      new EmailVerificationRequestedEvent(user.email, user.firstName, 'verify', url),
    );
  }

  /** A signed-in, unverified account asks for a new link (at most one a minute). */
  async resend(user: UserEntity): Promise<MessageResponse> {
    if (user.emailVerifiedAt) throw AuthErrors.alreadyVerified();
    await this.dataSource.transaction(async (manager) => {
      // The account's row lock makes two requests at once send one link.
      const account = await this.users.lockById(manager, user.id);
      if (!account) throw AuthErrors.invalidCredentials();
      const recent = await manager.getRepository(EmailVerificationTokenEntity).exists({
        where: {
          userId: account.id,
          purpose: 'verify',
          createdAt: MoreThan(new Date(Date.now() - RESEND_GAP_MS)),
        },
      });
      if (recent) throw AuthErrors.verificationRecentlySent();
      await this.sendVerifyLink(manager, account);
    });
    return {
      message: `We sent a new link to ${user.email}. It expires in ${VERIFICATION_LINK_HOURS} hours.`,
    };
  }

  /**
   * The account asks to move to `newEmail` (its password was checked): the address waits as
   * `pendingEmail` and a link goes to it; the email changes only when that link is followed. A
   * newer request replaces the older one's link. In the caller's transaction.
   */
  async requestEmailChange(manager: EntityManager, user: UserEntity, newEmail: string): Promise<UserEntity> {
    const holder = await this.users.findByEmail(newEmail, manager);
    if (holder && holder.id !== user.id) throw AuthErrors.emailTaken();
    await manager.getRepository(UserEntity).update({ id: user.id }, { pendingEmail: newEmail });
    const url = await this.newLink(manager, 'change', newEmail, user.id, LINK_TTL_MS);
    await this.jobs.publish(
      manager,
      new EmailVerificationRequestedEvent(newEmail, user.firstName, 'change', url),
    );
    return manager.getRepository(UserEntity).findOneByOrFail({ id: user.id });
  }

  /** A link to claim store credit held for `email` (no account yet proved it), in the caller's transaction. */
  createClaimLink(manager: EntityManager, email: string): Promise<string> {
    return this.newLink(manager, 'claim', email, null, CLAIM_TTL_MS);
  }

  /** Follows a link, signed in as `user`: verifies the address, or switches to the new one. */
  verify(user: UserEntity, token: string): Promise<VerifyEmailResponse> {
    return this.dataSource.transaction(async (manager) => {
      const tokens = manager.getRepository(EmailVerificationTokenEntity);
      // The row lock makes two simultaneous uses of one link succeed at most once.
      const record = await tokens.findOne({
        where: { tokenHash: hashResetToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!record) throw AuthErrors.verificationLinkUnknown();
      if (record.usedAt) throw AuthErrors.verificationLinkUsed();
      if (!isResetTokenUsable(record)) throw AuthErrors.verificationLinkExpired();
      const account = await this.users.lockById(manager, user.id);
      if (!account) throw AuthErrors.invalidCredentials();
      const forAccount =
        record.userId === null ? same(account.email, record.email) : record.userId === account.id;
      if (!forAccount) throw AuthErrors.verificationLinkOtherAccount(record.email);
      const now = new Date();
      if (record.purpose === 'change') return this.switchEmail(manager, account, record, now);
      if (!same(account.email, record.email)) throw AuthErrors.verificationLinkReplaced();
      if (!account.emailVerifiedAt)
        await manager.getRepository(UserEntity).update({ id: account.id }, { emailVerifiedAt: now });
      await this.spend(manager, record, now);
      await this.jobs.publish(manager, new EmailVerifiedEvent(account.id, account.email));
      return {
        message:
          record.purpose === 'claim'
            ? 'Your email address is verified. The store credit held for it is being added to your account.'
            : 'Your email address is verified.',
        email: account.email,
        signed_out: false,
      };
    });
  }

  /** The new address is proved: the account moves to it, verified; the old address is told; every session ends. */
  private async switchEmail(
    manager: EntityManager,
    account: UserEntity,
    record: EmailVerificationTokenEntity,
    now: Date,
  ): Promise<VerifyEmailResponse> {
    if (!account.pendingEmail || !same(account.pendingEmail, record.email))
      throw AuthErrors.verificationLinkReplaced();
    const holder = await this.users.findByEmail(record.email, manager);
    if (holder && holder.id !== account.id) throw AuthErrors.emailTaken();
    try {
      await manager
        .getRepository(UserEntity)
        .update({ id: account.id }, { email: record.email, pendingEmail: null, emailVerifiedAt: now });
    } catch (error) {
      if (isUniqueViolation(error, 'uq_users_email')) throw AuthErrors.emailTaken();
      throw error;
    }
    // Links to the old address prove nothing any more.
    await manager
      .getRepository(EmailVerificationTokenEntity)
      .update({ userId: account.id, usedAt: IsNull() }, { usedAt: now });
    // Every session ends (as AuthSessionsService.endAll), in this transaction.
    await this.users.revokeTokens(account.id, manager);
    await this.jobs.publish(manager, new EmailChangedEvent(account.email, record.email, account.firstName));
    await this.jobs.publish(manager, new EmailVerifiedEvent(account.id, record.email));
    return {
      message: `Your email address is now ${record.email}. Please sign in again with it.`,
      email: record.email,
      signed_out: true,
    };
  }

  /** The link and every other open link of its kind for the same account (or address) are used up. */
  private async spend(
    manager: EntityManager,
    record: EmailVerificationTokenEntity,
    now: Date,
  ): Promise<void> {
    await manager
      .getRepository(EmailVerificationTokenEntity)
      .update(
        record.userId === null
          ? { purpose: record.purpose, email: record.email, usedAt: IsNull() }
          : { purpose: record.purpose, userId: record.userId, usedAt: IsNull() },
        { usedAt: now },
      );
  }

  private async newLink(
    manager: EntityManager,
    purpose: EmailTokenPurpose,
    email: string,
    userId: string | null,
    ttlMs: number,
  ): Promise<string> {
    const { token, tokenHash, expiresAt } = createLinkToken(ttlMs);
    await manager
      .getRepository(EmailVerificationTokenEntity)
      .insert({ userId, email, purpose, tokenHash, expiresAt });
    return `${this.app.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  }
}
