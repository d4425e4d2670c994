import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTACT_DETAILS } from '@phonehub/domain';
import { Repository } from 'typeorm';
import { UsersService } from '../../auth/users.service';
import { appConfig, type AppConfig } from '../../config/app.config';
import { authConfig, type AuthConfig } from '../../config/auth.config';
import { OnDomainEvent } from '../../jobs/job-handler.decorator';
import type { MailMessage } from '../../mail/mail-transport';
import { MailService, type MailRequest } from '../../mail/mail.service';
import { SellerLinesService } from '../../orders/seller-lines.service';
import { DisputeEntity } from '../dispute.entity';
import { DisputeClosedEvent } from '../events/dispute-closed.event';
import { DisputeOpenedEvent } from '../events/dispute-opened.event';
import {
  adminDisputeClosedMail,
  adminDisputeOpenedMail,
  sellerDisputeClosedMail,
  sellerDisputeOpenedMail,
  type DisputeMailFacts,
} from './dispute.mail';

/**
 * Mails at each dispute event: the shop's admins (support's address, as for new tickets) and every
 * seller with lines in the order (its share of the order is held, then released or taken back).
 * Each mail is keyed by the dispute, the event and the recipient, so a retried job sends none twice.
 */
@Injectable()
export class DisputeMailsListener {
  constructor(
    @InjectRepository(DisputeEntity) private readonly disputes: Repository<DisputeEntity>,
    private readonly lines: SellerLinesService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
  ) {}

  @OnDomainEvent(DisputeOpenedEvent)
  async opened(event: DisputeOpenedEvent): Promise<void> {
    const facts = await this.facts(event.disputeId);
    if (!facts) return;
    await this.send('dispute-opened', event, [
      {
        who: 'admin',
        message: adminDisputeOpenedMail(CONTACT_DETAILS.supportEmail, facts, this.adminUrl(event)),
      },
      ...(await this.sellers(event.orderId)).map(({ sellerId, email, shareCents }) => ({
        who: `seller:${sellerId}`,
        message: sellerDisputeOpenedMail(email, facts, shareCents, this.sellerUrl()),
      })),
    ]);
  }

  @OnDomainEvent(DisputeClosedEvent)
  async closed(event: DisputeClosedEvent): Promise<void> {
    const facts = await this.facts(event.disputeId);
    if (!facts) return;
    await this.send(`dispute-${event.outcome}`, event, [
      {
        who: 'admin',
        message: adminDisputeClosedMail(
          CONTACT_DETAILS.supportEmail,
          facts,
          event.outcome,
          this.adminUrl(event),
        ),
      },
      ...(await this.sellers(event.orderId)).map(({ sellerId, email, shareCents }) => ({
        who: `seller:${sellerId}`,
        message: sellerDisputeClosedMail(email, facts, event.outcome, shareCents, this.sellerUrl()),
      })),
    ]);
  }

  private async send(
    kind: string,
    event: { orderId: string; disputeId: string },
    mails: readonly { who: string; message: MailMessage }[],
  ): Promise<void> {
    const requests: MailRequest[] = mails.map(({ who, message }) => ({
      ...message,
      template: `${kind}-${who === 'admin' ? 'admin' : 'seller'}`,
      key: `${kind}:${event.disputeId}:${who}`,
      related: { type: 'order', id: event.orderId },
    }));
    await this.mail.enqueueMany(requests);
  }

  private async facts(disputeId: string): Promise<DisputeMailFacts | null> {
    const row = await this.disputes.findOneBy({ id: disputeId });
    if (!row) return null;
    return {
      orderId: row.orderId,
      providerDisputeId: row.providerDisputeId,
      amountCents: row.amountCents,
      reason: row.reason,
      evidenceDueBy: row.evidenceDueBy,
    };
  }

  /** The order's sellers with their email and share (lines' payouts plus their parcel's shipping credit). */
  private async sellers(orderId: string): Promise<{ sellerId: string; email: string; shareCents: number }[]> {
    const money = await this.lines.money(orderId);
    if (!money) return [];
    const shares = new Map<string, number>();
    const add = (sellerId: string, cents: number) =>
      shares.set(sellerId, (shares.get(sellerId) ?? 0) + cents);
    for (const line of money.lines) add(line.sellerId, line.payoutCents);
    for (const parcel of money.parcels) add(parcel.sellerId, parcel.creditCents);
    const emails = await this.users.emailsById([...shares.keys()]);
    return [...shares].flatMap(([sellerId, shareCents]) => {
      const email = emails.get(sellerId);
      return email ? [{ sellerId, email, shareCents }] : [];
    });
  }

  private adminUrl(event: { disputeId: string }): string {
    return `${this.app.publicUrl}/dashboard-${this.auth.admin.pathSuffix}/disputes?dispute=${event.disputeId}`;
  }

  private sellerUrl(): string {
    return `${this.app.publicUrl}/seller-dashboard?tab=payouts`;
  }
}
