import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  PAGE_SIZE_MAX,
  type AdminDispute,
  type AdminDisputeDetail,
  type AdminOrder,
  type DisputeEvidence,
  type Paged,
  type SubmitDisputeEvidenceRequest,
} from '@phonehub/contracts';
import { disputeClosed, disputeMachine } from '@phonehub/domain';
import { DataSource, Repository } from 'typeorm';
import { StatusChanges } from '../status-history/status-changes.service';
import { AuditService } from '../audit/audit.service';
import type { UserEntity } from '../auth/entities/user.entity';
import { errorText } from '../common/errors/error-text';
import { newestFirst, pageOf } from '../common/paging/paged';
import { whereAnyContains } from '../common/sql/like-pattern';
import { isUuid } from '../common/validation/id-param.pipe';
import { OrdersService } from '../orders/orders.service';
import {
  PAYOUT_GATEWAY,
  PayoutRefusedError,
  type GatewayDispute,
  type PayoutGateway,
} from '../payouts/payout-gateway.port';
import { AdminSupportTicketsQueryDto } from '../support/dto/admin-support-tickets-query.dto';
import { SupportTicketsService } from '../support/support-tickets.service';
import { DisputeEntity } from './dispute.entity';
import { toAdminDispute, toAdminDisputeDetail } from './dispute.mapper';
import { DisputeErrors } from './disputes.errors';
import type { AdminDisputesQueryDto } from './dto/admin-disputes-query.dto';
import { assembleEvidence, EVIDENCE_FIELDS, mergeEvidence, type CustomerMessage } from './evidence-pack';

/** The support queue's search takes at most this many characters (PageQueryDto.search). */
const SUPPORT_SEARCH_MAX = 100;

/**
 * The admins' Disputes: the list, one dispute with its evidence pack (what was submitted, or a
 * draft assembled from the order, its shipping and the customer's support messages), and the
 * submission of that pack to the provider, which puts the dispute under review.
 */
@Injectable()
export class AdminDisputesService {
  private readonly logger = new Logger(AdminDisputesService.name);

  constructor(
    private readonly db: DataSource,
    @InjectRepository(DisputeEntity) private readonly disputes: Repository<DisputeEntity>,
    @Inject(PAYOUT_GATEWAY) private readonly gateway: PayoutGateway,
    private readonly orders: OrdersService,
    private readonly tickets: SupportTicketsService,
    private readonly audit: AuditService,
    private readonly history: StatusChanges,
  ) {}

  /** Newest first; `status` filters; the search matches the provider's id, the customer's email or the order id. */
  list(query: AdminDisputesQueryDto): Promise<Paged<AdminDispute>> {
    const builder = newestFirst(this.disputes.createQueryBuilder('d'));
    if (query.status) builder.andWhere('d.status = :status', { status: query.status });
    whereAnyContains(builder, query.search, [
      'd.provider_dispute_id',
      'd.customer_email',
      'd.order_id::text',
    ]);
    return pageOf(builder, query, toAdminDispute);
  }

  async detail(id: string, admin: UserEntity): Promise<AdminDisputeDetail> {
    const row = await this.find(id);
    return toAdminDisputeDetail(row, row.evidence ?? (await this.pack(row, admin)));
  }

  /**
   * Submits the pack with the admin's edits over it (what was submitted before, or the assembled
   * draft) to the provider, keyed by the dispute and the submission's number so a retried request
   * submits once; then stores it with the provider's status (under review) and audits it. A closed
   * dispute is refused (409) before the provider is asked.
   */
  async submitEvidence(
    id: string,
    edits: SubmitDisputeEvidenceRequest,
    admin: UserEntity,
  ): Promise<AdminDisputeDetail> {
    const row = await this.find(id);
    if (disputeClosed(row.status)) throw DisputeErrors.closed();
    const evidence = mergeEvidence(row.evidence ?? (await this.pack(row, admin)), edits);
    const submission = row.evidenceSubmissions + 1;
    let answer: GatewayDispute;
    try {
      answer = await this.gateway.submitDisputeEvidence({
        disputeId: row.providerDisputeId,
        evidence: { ...evidence },
        idempotencyKey: `dispute-evidence:${row.id}:${submission}`,
      });
    } catch (error) {
      this.logger.error(
        `Submitting evidence for dispute ${row.providerDisputeId} failed: ${errorText(error)}`,
      );
      throw error instanceof PayoutRefusedError
        ? DisputeErrors.refused()
        : DisputeErrors.providerUnavailable();
    }

    await this.db.transaction(async (manager) => {
      const locked = await manager.findOneOrFail(DisputeEntity, {
        where: { id: row.id },
        lock: { mode: 'pessimistic_write' },
      });
      const before = { status: locked.status, evidence_submitted_at: locked.evidenceSubmittedAt };
      const changes: Partial<DisputeEntity> = {
        evidence,
        evidenceSubmittedAt: new Date(),
        evidenceSubmissions: Math.max(locked.evidenceSubmissions, submission),
        evidenceDueBy: answer.evidenceDueBy,
      };
      // Under review follows the provider's answer; a close is the webhook's to apply, with its effects.
      if (!disputeClosed(answer.status) && disputeMachine.can(locked.status, answer.status)) {
        await this.history.transition(manager, disputeMachine, 'dispute', locked, answer.status, {
          actor: { kind: 'admin', id: admin.id },
        });
        changes.status = answer.status;
      }
      await manager.update(DisputeEntity, { id: locked.id }, changes);
      await this.audit.record(
        {
          actorId: admin.id,
          action: 'dispute.evidence',
          entityType: 'dispute',
          entityId: locked.id,
          before,
          after: {
            status: changes.status ?? locked.status,
            evidence_submitted_at: changes.evidenceSubmittedAt,
            submission,
            edited_fields: EVIDENCE_FIELDS.filter((field) => (edits[field] ?? '').trim() !== ''),
          },
        },
        manager,
      );
    });
    return this.detail(row.id, admin);
  }

  private async find(id: string): Promise<DisputeEntity> {
    const row = isUuid(id) ? await this.disputes.findOneBy({ id }) : null;
    if (!row) throw DisputeErrors.notFound();
    return row;
  }

  /** The draft pack: what the shop knows about the order, read now. */
  private async pack(row: DisputeEntity, admin: UserEntity): Promise<DisputeEvidence> {
    const order = await this.orders.forAdmin(row.orderId);
    return assembleEvidence({
      order,
      dispute: {
        providerDisputeId: row.providerDisputeId,
        amountCents: row.amountCents,
        reason: row.reason,
        createdAt: row.createdAt,
      },
      messages: await this.customerMessages(order, admin),
    });
  }

  /**
   * The customer's conversations with support that bear on the order: the tickets of the order's
   * email (its account's, or the address a guest gave) linked to this order, or to none and opened
   * since it was placed; every message of them, oldest first.
   */
  private async customerMessages(order: AdminOrder, admin: UserEntity): Promise<CustomerMessage[]> {
    const emails = new Set([order.email.toLowerCase(), order.user_email.toLowerCase()]);
    const found = new Map<string, { id: string; subject: string }>();
    for (const email of emails) {
      if (email.length > SUPPORT_SEARCH_MAX) continue;
      const query = Object.assign(new AdminSupportTicketsQueryDto(), {
        page: 1,
        page_size: PAGE_SIZE_MAX,
        search: email,
      });
      for (const ticket of (await this.tickets.adminList(query)).items) {
        const about =
          ticket.order_id === order.id || (ticket.order_id === null && ticket.created_at >= order.created_at);
        if (emails.has(ticket.user_email.toLowerCase()) && about) found.set(ticket.id, ticket);
      }
    }
    const conversations = await Promise.all(
      [...found.values()].map((ticket) => this.tickets.view(admin, ticket.id)),
    );
    return conversations
      .flatMap((ticket) =>
        ticket.messages.map((message) => ({
          at: message.created_at,
          from: message.author === 'customer' ? 'Customer' : 'PhoneHub Support',
          subject: ticket.subject,
          body: message.body,
        })),
      )
      .sort((a, b) => a.at.localeCompare(b.at));
  }
}
