import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { AuditEntry, AuditLogResponse } from '@phonehub/contracts';
import { Brackets, DataSource, type EntityManager, Repository } from 'typeorm';
import { newestFirst, pageOf } from '../common/paging/paged';
import { containsPattern } from '../common/sql/like-pattern';
import { AuditLogEntity } from './audit-log.entity';
import type { AuditLogQueryDto } from './dto/audit-log-query.dto';

/** One admin write to record; `before`/`after` hold the fields the write changed (or the record's gist). */
export interface AuditRecord {
  /** The signed-in admin; null when the system acted on its own. */
  actorId: string | null;
  /** `<entity>.<verb>`, e.g. 'user.suspend' (see AUDIT_ACTIONS in the contracts). */
  action: string;
  entityType: string;
  entityId: string;
  before?: object | null;
  after?: object | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class AuditService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(AuditLogEntity) private readonly log: Repository<AuditLogEntity>,
  ) {}

  /**
   * Writes the entry; inside the caller's transaction when given its manager, so the entry and
   * the write it describes commit (or roll back) together. The actor's email is copied now.
   */
  async record(entry: AuditRecord, manager?: EntityManager): Promise<void> {
    await (manager ?? this.db.manager).query(
      `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after)
       SELECT $1::uuid, (SELECT u.email::text FROM users u WHERE u.id = $1::uuid), $2, $3, $4, $5::jsonb, $6::jsonb`,
      [
        entry.actorId,
        entry.action,
        entry.entityType,
        entry.entityId,
        toJson(entry.before),
        toJson(entry.after),
      ],
    );
  }

  /** Newest first, filtered by action, record (type and id), actor (id, or part of the email) and search. */
  async list(query: AuditLogQueryDto): Promise<AuditLogResponse> {
    const builder = newestFirst(this.log.createQueryBuilder('entry'));
    if (query.action) builder.andWhere('entry.action = :action', { action: query.action });
    if (query.entity_type)
      builder.andWhere('entry.entityType = :entityType', { entityType: query.entity_type });
    if (query.entity_id) builder.andWhere('entry.entityId = :entityId', { entityId: query.entity_id });
    // The portal's one search box: a record's id exactly, or part of the admin's email.
    const search = query.search;
    if (search)
      builder.andWhere(
        new Brackets((where) =>
          where
            .where('entry.entityId = :searchId', { searchId: search })
            .orWhere('entry.actorEmail ILIKE :searchEmail', { searchEmail: containsPattern(search) }),
        ),
      );
    if (query.actor) {
      if (UUID.test(query.actor)) builder.andWhere('entry.actorId = :actorId', { actorId: query.actor });
      else
        builder.andWhere('entry.actorEmail ILIKE :actorEmail', { actorEmail: containsPattern(query.actor) });
    }
    return pageOf(builder, query, toAuditEntry);
  }
}

function toJson(value: object | null | undefined): string | null {
  return value == null ? null : JSON.stringify(value);
}

export function toAuditEntry(row: AuditLogEntity): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}
