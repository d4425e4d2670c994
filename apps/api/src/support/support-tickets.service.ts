import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AdminSupportSummary,
  AdminSupportTicket,
  AdminSupportTicketDetail,
  Paged,
  SupportAssignee,
  SupportTicket,
  SupportTicketCategory,
  SupportTicketDetail,
} from '@phonehub/contracts';
import { supportTicketMachine, type TransitionContext } from '@phonehub/domain';
import { EntityManager, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { UserEntity } from '../auth/entities/user.entity';
import { UsersService } from '../auth/users.service';
import { JobQueue } from '../jobs/job-queue.service';
import type { PageQueryDto } from '../common/paging/page-query.dto';
import { pageOf } from '../common/paging/paged';
import { containsPattern, whereAnyContains } from '../common/sql/like-pattern';
import { appConfig, type AppConfig } from '../config/app.config';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { OrdersService } from '../orders/orders.service';
import { StatusChanges } from '../status-history/status-changes.service';
import { oneBusinessDayBefore } from './business-days';
import type { AdminSupportTicketsQueryDto } from './dto/admin-support-tickets-query.dto';
import type { CreateSupportTicketDto } from './dto/create-support-ticket.dto';
import type { SupportReplyDto } from './dto/support-reply.dto';
import type { UpdateSupportTicketDto } from './dto/update-support-ticket.dto';
import { SupportMessageEntity } from './entities/support-message.entity';
import { SupportTicketEntity } from './entities/support-ticket.entity';
import { SupportReplyPostedEvent, SupportTicketCreatedEvent } from './events/support.events';
import { SupportAttachmentsService } from './support-attachments.service';
import {
  supportUserName,
  toAdminSupportTicket,
  toAdminSupportTicketDetail,
  toSupportTicket,
  toSupportTicketDetail,
} from './support-ticket.mapper';
import { SupportErrors } from './support.errors';
import { OrderErrors } from '../orders/orders.errors';
import { isAppError } from '../common/errors/app-error';

/** Waiting on support, not closed, since before the cutoff (one business day ago). */
const OVERDUE_SQL = `(t.status <> 'closed' AND t.waiting_on = 'support' AND t.waiting_since < :overdueBefore)`;

export interface NewTicket {
  subject: string;
  message: string;
  category: SupportTicketCategory;
  orderId?: string | null;
  attachments?: readonly string[];
}

const isAdmin = (user: UserEntity) => user.role === 'admin';

@Injectable()
export class SupportTicketsService {
  constructor(
    @InjectRepository(SupportTicketEntity) private readonly tickets: Repository<SupportTicketEntity>,
    @InjectRepository(SupportMessageEntity) private readonly messages: Repository<SupportMessageEntity>,
    private readonly attachments: SupportAttachmentsService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly jobs: JobQueue,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
    private readonly statusChanges: StatusChanges,
  ) {}

  /** The shopper's own tickets, newest first; `search` matches the subject. */
  async listMine(user: UserEntity, query: PageQueryDto): Promise<Paged<SupportTicket>> {
    const builder = this.tickets
      .createQueryBuilder('t')
      .where('t.user_id = :userId', { userId: user.id })
      .orderBy('t.created_at', 'DESC')
      .addOrderBy('t.id', 'DESC');
    if (query.search) builder.andWhere('t.subject ILIKE :like', { like: containsPattern(query.search) });
    return pageOf(builder, query, toSupportTicket);
  }

  /**
   * Opens a ticket with its first message; an order must be one of the shopper's own (asked of the
   * orders module). Support's address is notified once it has committed.
   */
  async create(user: UserEntity, dto: CreateSupportTicketDto): Promise<SupportTicket> {
    if (dto.order_id) await this.assertOwnOrder(user, dto.order_id);
    return this.tickets.manager.transaction(async (manager) => {
      const ticket = await this.open(manager, user, {
        subject: dto.subject,
        message: dto.message,
        category: dto.category ?? 'general',
        orderId: dto.order_id ?? null,
        attachments: dto.attachments ?? [],
      });
      const event = new SupportTicketCreatedEvent(
        ticket.id,
        ticket.subject,
        ticket.category,
        ticket.message,
        supportUserName(user),
        user.email,
        `${this.app.publicUrl}/dashboard-${this.auth.admin.pathSuffix}/support?ticket=${ticket.id}`,
      );
      await this.jobs.publish(manager, event);
      return toSupportTicket(ticket);
    });
  }

  /** Writes a new ticket and its opening message in the caller's transaction (also used for a converted contact message). */
  async open(manager: EntityManager, user: UserEntity, fields: NewTicket): Promise<SupportTicketEntity> {
    const now = new Date();
    const ticket = await manager.getRepository(SupportTicketEntity).save(
      manager.getRepository(SupportTicketEntity).create({
        userId: user.id,
        subject: fields.subject,
        message: fields.message,
        category: fields.category,
        status: 'open',
        priority: 'medium',
        orderId: fields.orderId ?? null,
        assigneeId: null,
        adminResponse: null,
        adminRespondedAt: null,
        firstResponseAt: null,
        waitingOn: 'support',
        waitingSince: now,
        messageCount: 1,
      }),
    );
    await this.addMessage(manager, ticket.id, user, 'customer', fields.message, fields.attachments ?? []);
    return ticket;
  }

  /** The ticket with its conversation: to its owner, or to an admin (with the queue's fields); 404 to anyone else. */
  async view(user: UserEntity, id: string): Promise<SupportTicketDetail | AdminSupportTicketDetail> {
    const row = await this.tickets.findOne({ where: { id }, relations: { user: true, assignee: true } });
    if (!row || (!isAdmin(user) && row.userId !== user.id)) throw SupportErrors.ticketNotFound();
    return this.detail(row, isAdmin(user));
  }

  /**
   * A message on the ticket, by its owner or by an admin (404 for anyone else), under the ticket's
   * row lock. Support's reply moves an open ticket to in_progress and hands the turn to the shopper
   * (mailed once committed); the shopper's reply to a ticket waiting on them, or closed, re-opens it.
   */
  async reply(
    user: UserEntity,
    id: string,
    dto: SupportReplyDto,
  ): Promise<SupportTicketDetail | AdminSupportTicketDetail> {
    const support = isAdmin(user);
    const savedId = await this.tickets.manager.transaction(async (manager) => {
      const repo = manager.getRepository(SupportTicketEntity);
      const row = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row || (!support && row.userId !== user.id)) throw SupportErrors.ticketNotFound();
      const before = { status: row.status, waiting_on: row.waitingOn };
      const now = new Date();
      const by: TransitionContext = { actor: { kind: support ? 'admin' : 'shopper', id: user.id }, at: now };
      if (support) {
        if (row.status === 'open') {
          await this.statusChanges.transition(
            manager,
            supportTicketMachine,
            'ticket',
            row,
            'in_progress',
            by,
          );
        }
        row.adminResponse = dto.message;
        row.adminRespondedAt = now;
        row.firstResponseAt ??= now;
        if (row.status !== 'closed') {
          row.waitingOn = 'customer';
          row.waitingSince = now;
        }
      } else {
        if ((row.status === 'closed' || row.waitingOn === 'customer') && row.status !== 'open')
          await this.statusChanges.transition(manager, supportTicketMachine, 'ticket', row, 'open', by);
        // A second nudge while support has not answered keeps the clock of the first.
        if (row.waitingOn !== 'support') row.waitingSince = now;
        row.waitingOn = 'support';
      }
      row.messageCount += 1;
      await repo.save(row);
      await this.addMessage(
        manager,
        row.id,
        user,
        support ? 'support' : 'customer',
        dto.message,
        dto.attachments ?? [],
      );
      if (support) {
        await this.audit.record(
          {
            actorId: user.id,
            action: 'support_ticket.reply',
            entityType: 'support_ticket',
            entityId: row.id,
            before,
            after: { status: row.status, waiting_on: row.waitingOn },
          },
          manager,
        );
        const owner = await this.users.findById(row.userId);
        if (owner) {
          const event = new SupportReplyPostedEvent(
            row.id,
            row.subject,
            dto.message,
            owner.email,
            owner.firstName,
            `${this.app.publicUrl}/support?ticket=${row.id}`,
          );
          await this.jobs.publish(manager, event);
        }
      }
      return row.id;
    });
    return this.view(user, savedId);
  }

  /** The queue: overdue first, then newest; filtered by status, priority and category; searched by subject or shopper. */
  async adminList(query: AdminSupportTicketsQueryDto, now = new Date()): Promise<Paged<AdminSupportTicket>> {
    const overdueBefore = oneBusinessDayBefore(now);
    const builder = this.tickets
      .createQueryBuilder('t')
      .innerJoinAndSelect('t.user', 'u')
      .leftJoinAndSelect('t.assignee', 'a')
      .setParameter('overdueBefore', overdueBefore)
      .orderBy(`CASE WHEN ${OVERDUE_SQL} THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('t.created_at', 'DESC')
      .addOrderBy('t.id', 'DESC');
    if (query.status) builder.andWhere('t.status = :status', { status: query.status });
    if (query.priority) builder.andWhere('t.priority = :priority', { priority: query.priority });
    if (query.category) builder.andWhere('t.category = :category', { category: query.category });
    whereAnyContains(builder, query.search, [
      't.subject',
      'u.email::text',
      `(u.first_name || ' ' || u.last_name)`,
    ]);
    return pageOf(builder, query, (row) => toAdminSupportTicket(row, overdueBefore));
  }

  /** Status (through the ticket machine), priority and assignee (an admin, or null), under the row lock; audited. */
  async adminUpdate(
    admin: UserEntity,
    id: string,
    dto: UpdateSupportTicketDto,
  ): Promise<AdminSupportTicketDetail> {
    await this.tickets.manager.transaction(async (manager) => {
      const repo = manager.getRepository(SupportTicketEntity);
      const row = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw SupportErrors.ticketNotFound();
      const before = { status: row.status, priority: row.priority, assignee_id: row.assigneeId };
      if (dto.status !== undefined && dto.status !== row.status) {
        await this.statusChanges.transition(manager, supportTicketMachine, 'ticket', row, dto.status, {
          actor: { kind: 'admin', id: admin.id },
        });
        if (dto.status === 'closed') {
          row.waitingOn = null;
          row.waitingSince = null;
        } else if (dto.status === 'open') {
          row.waitingOn = 'support';
          row.waitingSince = new Date();
        }
      }
      if (dto.priority !== undefined) row.priority = dto.priority;
      if (dto.assignee_id !== undefined) {
        if (dto.assignee_id !== null) {
          const assignee = await this.users.findById(dto.assignee_id);
          if (!assignee || !isAdmin(assignee)) throw SupportErrors.assigneeNotAdmin();
        }
        row.assigneeId = dto.assignee_id;
      }
      await repo.save(row);
      await this.audit.record(
        {
          actorId: admin.id,
          action: 'support_ticket.update',
          entityType: 'support_ticket',
          entityId: row.id,
          before,
          after: { status: row.status, priority: row.priority, assignee_id: row.assigneeId },
        },
        manager,
      );
    });
    return (await this.view(admin, id)) as AdminSupportTicketDetail;
  }

  async assignees(): Promise<SupportAssignee[]> {
    return (await this.users.listAdmins()).map((user) => ({ id: user.id, name: supportUserName(user) }));
  }

  /** The section's figures: tickets with status open, overdue ones. */
  async counts(now = new Date()): Promise<Pick<AdminSupportSummary, 'open_tickets' | 'overdue_tickets'>> {
    const raw = await this.tickets
      .createQueryBuilder('t')
      .select(`COUNT(*) FILTER (WHERE t.status = 'open')`, 'open')
      .addSelect(`COUNT(*) FILTER (WHERE ${OVERDUE_SQL})`, 'overdue')
      .setParameter('overdueBefore', oneBusinessDayBefore(now))
      .getRawOne<{ open: string; overdue: string }>();
    return { open_tickets: Number(raw?.open ?? 0), overdue_tickets: Number(raw?.overdue ?? 0) };
  }

  private async assertOwnOrder(user: UserEntity, orderId: string): Promise<void> {
    try {
      await this.orders.view(user, orderId);
    } catch (error) {
      if (isAppError(error, OrderErrors.notFound)) throw SupportErrors.orderNotFound();
      throw error;
    }
  }

  private async addMessage(
    manager: EntityManager,
    ticketId: string,
    author: UserEntity,
    role: 'customer' | 'support',
    body: string,
    attachments: readonly string[],
  ): Promise<void> {
    const repo = manager.getRepository(SupportMessageEntity);
    const message = await repo.save(
      repo.create({ ticketId, authorId: author.id, authorRole: role, body, attachments: [...attachments] }),
    );
    await this.attachments.claim(manager, author.id, message.id, attachments);
  }

  private async detail(
    row: SupportTicketEntity,
    admin: boolean,
  ): Promise<SupportTicketDetail | AdminSupportTicketDetail> {
    const messages = await this.messages.find({
      where: { ticketId: row.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return admin
      ? toAdminSupportTicketDetail(row, messages, oneBusinessDayBefore(new Date()))
      : toSupportTicketDetail(row, messages);
  }
}
