import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  SUPPORT_TEXTS,
  type AdminContactMessage,
  type ContactMessageResponse,
  type ContactMessageStatus,
  type Paged,
} from '@phonehub/contracts';
import { contactMessageMachine, type TransitionContext } from '@phonehub/domain';
import { type EntityManager, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { UserEntity } from '../auth/entities/user.entity';
import { UsersService } from '../auth/users.service';
import { JobQueue } from '../jobs/job-queue.service';
import { pageOf } from '../common/paging/paged';
import { whereAnyContains } from '../common/sql/like-pattern';
import { StatusChanges } from '../status-history/status-changes.service';
import type { AdminContactMessagesQueryDto } from './dto/admin-contact-messages-query.dto';
import type { ContactMessageDto } from './dto/contact-message.dto';
import type { ContactReplyDto } from './dto/contact-reply.dto';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { ContactReplySentEvent } from './events/support.events';
import { SupportErrors } from './support.errors';
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
    sender_verified: row.senderUserId !== null,
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
    private readonly statusChanges: StatusChanges,
  ) {}

  /**
   * Anyone may write with any address; only a sender signed in to an account that verified the
   * address given is remembered as its author (finding 9 of issue 34).
   */
  async submit(dto: ContactMessageDto, sender: UserEntity | null): Promise<ContactMessageResponse> {
    const proved =
      sender !== null &&
      sender.role === 'customer' &&
      sender.emailVerifiedAt !== null &&
      sender.email.toLowerCase() === dto.email.toLowerCase();
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
        senderUserId: proved ? sender.id : null,
      }),
    );
    return { id: row.id, detail: SUPPORT_TEXTS.contactSent };
  }

  /** Newest first; `search` matches name, email or subject. */
  async adminList(query: AdminContactMessagesQueryDto): Promise<Paged<AdminContactMessage>> {
    const builder = this.contacts
      .createQueryBuilder('c')
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC');
    if (query.status) builder.andWhere('c.status = :status', { status: query.status });
    whereAnyContains(builder, query.search, ['c.name', 'c.email::text', 'c.subject']);
    return pageOf(builder, query, async (row) =>
      toAdminContactMessage(row, await this.hasAccount(row.email)),
    );
  }

  async countNew(): Promise<number> {
    return this.contacts.count({ where: { status: 'new' } });
  }

  /** Mails the answer to the sender (after commit) and records it; audited. */
  async reply(admin: UserEntity, id: string, dto: ContactReplyDto): Promise<AdminContactMessage> {
    const row = await this.contacts.manager.transaction(async (manager) => {
      const repo = manager.getRepository(ContactMessageEntity);
      const found = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw SupportErrors.contactNotFound();
      const before = { status: found.status, reply: found.reply };
      found.reply = dto.message;
      found.repliedAt = new Date();
      found.repliedBy = admin.id;
      // A later answer keeps the message replied (or converted).
      if (found.status === 'new') {
        await this.moveTo(manager, found, 'replied', {
          actor: { kind: 'admin', id: admin.id },
          at: found.repliedAt,
        });
      }
      await this.saveAudited(manager, admin, found, 'reply', before, {
        status: found.status,
        reply: found.reply,
      });
      const event = new ContactReplySentEvent(
        found.id,
        found.email,
        found.name,
        found.subject,
        found.message,
        dto.message,
      );
      await this.jobs.publish(manager, event);
      return found;
    });
    return toAdminContactMessage(row, await this.hasAccount(row.email));
  }

  /**
   * Opens a ticket in the name of the account that sent the message signed in with its verified
   * address (409 for a message anyone could have sent with that address, for a sender whose
   * account is gone, or when the message already became one); the message and its ticket change
   * together. A typed address proves nothing, so such a message is answered by email only.
   */
  async convert(admin: UserEntity, id: string): Promise<AdminContactMessage> {
    const row = await this.contacts.manager.transaction(async (manager) => {
      const repo = manager.getRepository(ContactMessageEntity);
      const found = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw SupportErrors.contactNotFound();
      if (found.ticketId) throw SupportErrors.contactAlreadyConverted();
      if (!found.senderUserId) throw SupportErrors.contactSenderNotVerified();
      const owner = await this.users.findById(found.senderUserId, manager);
      if (!owner || owner.role === 'admin') throw SupportErrors.contactSenderHasNoAccount();
      const ticket = await this.tickets.open(manager, owner, {
        subject: found.subject,
        message: found.message,
        category: 'general',
      });
      const before = { status: found.status, ticket_id: null };
      found.ticketId = ticket.id;
      await this.moveTo(manager, found, 'converted', { actor: { kind: 'admin', id: admin.id } });
      await this.saveAudited(manager, admin, found, 'convert', before, {
        status: found.status,
        ticket_id: ticket.id,
      });
      return found;
    });
    return toAdminContactMessage(row, true);
  }

  private moveTo(
    manager: EntityManager,
    message: ContactMessageEntity,
    to: ContactMessageStatus,
    by: TransitionContext,
  ): Promise<unknown> {
    return this.statusChanges.transition(manager, contactMessageMachine, 'contact_message', message, to, by);
  }

  /** Saves an admin's change to a message with its audit entry, in the change's transaction. */
  private async saveAudited(
    manager: EntityManager,
    admin: UserEntity,
    message: ContactMessageEntity,
    verb: 'reply' | 'convert',
    before: object,
    after: object,
  ): Promise<void> {
    await manager.getRepository(ContactMessageEntity).save(message);
    const entity = { entityType: 'contact_message', entityId: message.id };
    await this.audit.record(
      { actorId: admin.id, action: `contact_message.${verb}`, ...entity, before, after },
      manager,
    );
  }

  private async customerWithEmail(email: string): Promise<UserEntity | null> {
    const user = await this.users.findByEmail(email);
    return user && user.role !== 'admin' ? user : null;
  }

  private async hasAccount(email: string): Promise<boolean> {
    return (await this.customerWithEmail(email)) !== null;
  }
}
