import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SUPPORT_TEXTS, type AdminContactMessage, type ContactMessageResponse, type Paged } from '@phonehub/contracts';
import { Brackets, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { UserEntity } from '../auth/entities/user.entity';
import { UsersService } from '../auth/users.service';
import { JobQueue } from '../jobs/job-queue.service';
import { findPage, toPaged } from '../common/paging/paged';
import { containsPattern } from '../common/sql/like-pattern';
import type { AdminContactMessagesQueryDto } from './dto/admin-contact-messages-query.dto';
import type { ContactMessageDto } from './dto/contact-message.dto';
import type { ContactReplyDto } from './dto/contact-reply.dto';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { ContactReplySentEvent } from './events/support.events';
import {
  ContactAlreadyConvertedError,
  ContactMessageNotFoundError,
  ContactSenderHasNoAccountError,
} from './support.errors';
import { SupportTicketsService } from './support-tickets.service';

function toAdminContactMessage(row: ContactMessageEntity, hasAccount: boolean): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    ticket_id: row.ticketId,
    has_account: hasAccount,
  };
}

/** The public contact form's messages: stored, answered by email, or turned into a ticket. */
@Injectable()
export class ContactMessagesService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly contacts: Repository<ContactMessageEntity>,
    private readonly users: UsersService,
    private readonly tickets: SupportTicketsService,
    private readonly audit: AuditService,
    private readonly jobs: JobQueue,
  ) {}

  async submit(dto: ContactMessageDto): Promise<ContactMessageResponse> {
    const row = await this.contacts.save(
      this.contacts.create({
        name: dto.name,
        email: dto.email,
        subject: dto.subject,
        message: dto.message,
        status: 'new',
        reply: null,
        repliedAt: null,
        repliedBy: null,
        ticketId: null,
      }),
    );
    return { id: row.id, detail: SUPPORT_TEXTS.contactSent };
  }

  /** Newest first; `search` matches name, email or subject. */
  async adminList(query: AdminContactMessagesQueryDto): Promise<Paged<AdminContactMessage>> {
    const builder = this.contacts.createQueryBuilder('c').orderBy('c.created_at', 'DESC').addOrderBy('c.id', 'DESC');
    if (query.status) builder.andWhere('c.status = :status', { status: query.status });
    if (query.search) {
      const like = containsPattern(query.search);
      builder.andWhere(
        new Brackets((or) =>
          or
            .where('c.name ILIKE :like', { like })
            .orWhere('c.email::text ILIKE :like', { like })
            .orWhere('c.subject ILIKE :like', { like }),
        ),
      );
    }
    const { rows, total } = await findPage(builder, query);
    const items = await Promise.all(rows.map(async (row) => toAdminContactMessage(row, await this.hasAccount(row.email))));
    return toPaged(items, total, query);
  }

  async countNew(): Promise<number> {
    return this.contacts.count({ where: { status: 'new' } });
  }

  /** Mails the answer to the sender (after commit) and records it; audited. */
  async reply(admin: UserEntity, id: string, dto: ContactReplyDto): Promise<AdminContactMessage> {
    const row = await this.contacts.manager.transaction(async (manager) => {
      const repo = manager.getRepository(ContactMessageEntity);
      const found = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new ContactMessageNotFoundError();
      const before = { status: found.status, reply: found.reply };
      found.reply = dto.message;
      found.repliedAt = new Date();
      found.repliedBy = admin.id;
      if (found.status === 'new') found.status = 'replied';
      await repo.save(found);
      await this.audit.record(
        {
          actorId: admin.id,
          action: 'contact_message.reply',
          entityType: 'contact_message',
          entityId: found.id,
          before,
          after: { status: found.status, reply: found.reply },
        },
        manager,
      );
      const event = new ContactReplySentEvent(found.id, found.email, found.name, found.subject, found.message, dto.message);
      await this.jobs.publish(manager, event);
      return found;
    });
    return toAdminContactMessage(row, await this.hasAccount(row.email));
  }

  /**
   * Opens a ticket in the name of the account with the sender's email (409 when there is none, or
   * when the message already became one); the message and its ticket change together.
   */
  async convert(admin: UserEntity, id: string): Promise<AdminContactMessage> {
    const row = await this.contacts.manager.transaction(async (manager) => {
      const repo = manager.getRepository(ContactMessageEntity);
      const found = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new ContactMessageNotFoundError();
      if (found.ticketId) throw new ContactAlreadyConvertedError();
      const owner = await this.customerWithEmail(found.email);
      if (!owner) throw new ContactSenderHasNoAccountError();
      const ticket = await this.tickets.open(manager, owner, {
        subject: found.subject,
        message: found.message,
        category: 'general',
      });
      const before = { status: found.status, ticket_id: null };
      found.ticketId = ticket.id;
      found.status = 'converted';
      await repo.save(found);
      await this.audit.record(
        {
          actorId: admin.id,
          action: 'contact_message.convert',
          entityType: 'contact_message',
          entityId: found.id,
          before,
          after: { status: found.status, ticket_id: ticket.id },
        },
        manager,
      );
      return found;
    });
    return toAdminContactMessage(row, true);
  }

  private async customerWithEmail(email: string): Promise<UserEntity | null> {
    const user = await this.users.findByEmail(email);
    return user && user.role !== 'admin' ? user : null;
  }

  private async hasAccount(email: string): Promise<boolean> {
    return (await this.customerWithEmail(email)) !== null;
  }
}
