import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuthSession } from '@phonehub/contracts';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { isUuid } from '../common/validation/id-param.pipe';
import { retentionConfig, type RetentionConfig } from '../config/retention.config';
import { JobHandler } from '../jobs/job-handler.decorator';
import { AccessTokenService, TOKEN_LIFETIMES, type TokenLifetime } from './access-token.service';
import { AuthErrors } from './auth.errors';
import { deviceLabel, ipArea, type ClientInfo } from './client-info';
import { AuthSessionEntity } from './entities/auth-session.entity';
import type { UserEntity } from './entities/user.entity';
import { UsersService } from './users.service';

/** A session's last-seen time moves on at most this often, so using it is not a write per request. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Sign-in sessions, one per device: every sign-in starts one and gets a token that carries its id.
 * Ending one session signs out that device only; ending all moves the account's token version, which
 * ends every session (the users trigger of the auth-sessions migration) and every token issued so far.
 */
@Injectable()
export class AuthSessionsService {
  constructor(
    @InjectRepository(AuthSessionEntity) private readonly sessions: Repository<AuthSessionEntity>,
    private readonly tokens: AccessTokenService,
    private readonly users: UsersService,
    @Inject(retentionConfig.KEY) private readonly retention: RetentionConfig,
  ) {}

  /** Starts a session for a sign-in that passed its checks and answers its access token. */
  async start(
    user: UserEntity,
    lifetime: TokenLifetime,
    client: ClientInfo,
    manager?: EntityManager,
  ): Promise<string> {
    const repository = manager ? manager.getRepository(AuthSessionEntity) : this.sessions;
    const userAgent = client.userAgent.slice(0, 512);
    const { id } = await repository.save(
      repository.create({
        userId: user.id,
        expiresAt: new Date(Date.now() + TOKEN_LIFETIMES[lifetime] * 1000),
        endedAt: null,
        userAgent,
        deviceLabel: deviceLabel(userAgent).slice(0, 100),
        ipArea: ipArea(client.ip),
      }),
    );
    return this.tokens.issue(user, lifetime, id);
  }

  /**
   * Whether the token's session is live (the user's, not ended, not expired); the JWT strategy asks
   * on every request. Its last-seen time moves on when it is more than a minute old.
   */
  async isLive(sessionId: unknown, userId: string): Promise<boolean> {
    if (!isUuid(sessionId)) return false;
    const session = await this.sessions.findOne({
      select: { id: true, lastSeenAt: true },
      where: { id: sessionId, userId, endedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    if (!session) return false;
    if (Date.now() - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
      // Conditional, so two requests at once still write it once.
      await this.sessions
        .createQueryBuilder()
        .update()
        .set({ lastSeenAt: () => 'now()' })
        .where('id = :id AND last_seen_at < now() - make_interval(secs => :every)', {
          id: session.id,
          every: LAST_SEEN_EVERY_MS / 1000,
        })
        .execute();
    }
    return true;
  }

  /** The account's live sessions, the most recently used first; `currentId` is the caller's. */
  async list(userId: string, currentId: string): Promise<AuthSession[]> {
    const rows = await this.sessions.find({
      where: { userId, endedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { lastSeenAt: 'DESC', createdAt: 'DESC', id: 'ASC' },
    });
    return rows.map((row) => ({
      id: row.id,
      device: row.deviceLabel,
      user_agent: row.userAgent,
      ip_area: row.ipArea,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      current: row.id === currentId,
    }));
  }

  /** Ends one live session of the account; another account's, an ended or an unknown one is a 404. */
  async end(userId: string, sessionId: string): Promise<void> {
    const result = await this.sessions.update(
      { id: sessionId, userId, endedAt: IsNull() },
      { endedAt: () => 'now()' },
    );
    if (!result.affected) throw AuthErrors.sessionNotFound();
  }

  /** Signs the account out everywhere: every session ends and every token issued so far stops working. */
  async endAll(userId: string): Promise<void> {
    await this.users.revokeTokens(userId);
  }

  /** Retention, hourly: sessions ended or expired more than RETENTION_SESSION_DAYS ago. Answers how many. */
  @JobHandler('retention-auth-sessions', { cron: '17 * * * *', concurrency: 1 })
  async forgetEndedSessions(): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await this.sessions.query(
      `WITH removed AS (
         DELETE FROM auth_sessions
          WHERE coalesce(ended_at, expires_at) < now() - make_interval(days => $1)
          RETURNING 1
       )
       SELECT count(*)::int AS n FROM removed`,
      [this.retention.sessionDays],
    );
    return n;
  }
}
