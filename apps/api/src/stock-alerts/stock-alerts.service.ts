import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { STOCK_ALERT_CONFIRM_HOURS, STOCK_ALERT_TEXTS, type StockAlertResponse } from '@phonehub/contracts';
import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { CatalogueErrors } from '../catalogue/catalogue.errors';
import { InventoryService, type ShelfProduct } from '../catalogue/inventory.service';
import { CommonErrors } from '../common/errors/app-error';
import { appConfig, type AppConfig } from '../config/app.config';
import { JobHandler } from '../jobs/job-handler.decorator';
import { MailService } from '../mail/mail.service';
import type { CreateStockAlertDto } from './dto/create-stock-alert.dto';
import { backInStockMail, mailDeviceName } from './mail/back-in-stock.mail';
import { stockAlertConfirmMail } from './mail/stock-alert-confirm.mail';
import { StockAlertErrors } from './stock-alerts.errors';

/** Asking again for an unconfirmed request mails a new link at most this often (no mail bombing). */
export const CONFIRM_RESEND_MINUTES = 10;

export interface SubscribeOutcome {
  created: boolean;
  response: StockAlertResponse;
}

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const answer = (status: StockAlertResponse['status']): StockAlertResponse => ({
  status,
  message: {
    subscribed: STOCK_ALERT_TEXTS.subscribed,
    confirmation_sent: STOCK_ALERT_TEXTS.confirmationSent,
    already_subscribed: STOCK_ALERT_TEXTS.alreadySubscribed,
  }[status],
});

interface PendingRequest {
  id: string;
  confirmed: boolean;
  /** Whether a link was mailed less than CONFIRM_RESEND_MINUTES ago. */
  recently_sent: boolean;
}

/**
 * "Email me when it's back": stores one pending request per product and address while the product
 * is sold out, and mails each once when its stock returns, but only once the address confirmed it:
 * anyone can type an address, so a guest (or an account whose address is not verified, or another
 * address than the account's) is first mailed a link, and nothing else is sent until it is
 * followed; an unconfirmed request expires after STOCK_ALERT_CONFIRM_HOURS. A signed-in account
 * asking for its own verified address is confirmed at once. The catalogue says what is buyable and
 * in stock (InventoryService); this module owns only the stock_alerts table.
 */
@Injectable()
export class StockAlertsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inventory: InventoryService,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /**
   * Stores the request (the address given, else the signed-in shopper's). A pending one for the
   * same address is answered again, not doubled (an unconfirmed one gets a new link, at most every
   * CONFIRM_RESEND_MINUTES). The product must be listed (else 'Product not found') and sold out
   * (else 409): its stock is held still meanwhile, so a restock committing at the same moment
   * publishes its event only after this request is stored, and mails it once confirmed.
   */
  async subscribe(
    user: UserEntity | null,
    productId: string,
    dto: CreateStockAlertDto,
  ): Promise<SubscribeOutcome> {
    const email = dto.email ?? user?.email;
    if (!email) throw CommonErrors.validationFailed(VALIDATION_MESSAGES.email);
    // The account's own address, proved by its verification link: nothing more to confirm.
    const trusted =
      user !== null && user.emailVerifiedAt !== null && user.email.toLowerCase() === email.toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      const [product] = await this.inventory.shelf(manager, [productId], { share: true });
      if (!product) throw CatalogueErrors.productNotFound();
      if (product.stockQuantity > 0) throw StockAlertErrors.productInStock();
      // An unconfirmed request whose link lapsed is gone: asking again starts afresh.
      await manager.query(
        `DELETE FROM stock_alerts
          WHERE product_id = $1 AND email = $2 AND sent_at IS NULL AND confirmed_at IS NULL
            AND coalesce(confirm_sent_at, created_at) < now() - make_interval(hours => $3)`,
        [product.productId, email, STOCK_ALERT_CONFIRM_HOURS],
      );
      const inserted: Array<{ id: string }> = await manager.query(
        `INSERT INTO stock_alerts (product_id, email, user_id, confirmed_at)
         VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN now() END)
         ON CONFLICT (product_id, email) WHERE sent_at IS NULL DO NOTHING
         RETURNING id`,
        [product.productId, email, user?.id ?? null, trusted],
      );
      if (inserted.length > 0) {
        if (trusted) return { created: true, response: answer('subscribed') };
        await this.sendConfirmation(manager, inserted[0].id, email, product);
        return { created: true, response: answer('confirmation_sent') };
      }

      const [pending]: PendingRequest[] = await manager.query(
        `SELECT id, confirmed_at IS NOT NULL AS confirmed,
                coalesce(confirm_sent_at > now() - make_interval(mins => $3), false) AS recently_sent
           FROM stock_alerts WHERE product_id = $1 AND email = $2 AND sent_at IS NULL
            FOR UPDATE`,
        [product.productId, email, CONFIRM_RESEND_MINUTES],
      );
      if (!pending || pending.confirmed) return { created: false, response: answer('already_subscribed') };
      if (trusted) {
        await manager.query(
          `UPDATE stock_alerts SET confirmed_at = now(), confirm_token_hash = NULL, user_id = $2 WHERE id = $1`,
          [pending.id, user?.id ?? null],
        );
        return { created: false, response: answer('subscribed') };
      }
      if (!pending.recently_sent) await this.sendConfirmation(manager, pending.id, email, product);
      return { created: false, response: answer('confirmation_sent') };
    });
  }

  /**
   * The mailed link was followed: the request is confirmed (following it again changes nothing).
   * Answers where to send the browser: the product's page, which then says so. An unknown or
   * expired link, or one of a request already mailed, is refused (400).
   */
  async confirm(token: unknown): Promise<string> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 100)
      throw StockAlertErrors.confirmLinkInvalid();
    const rows: Array<{ product_id: string }> = await this.dataSource.query(
      `WITH confirmed AS (
         UPDATE stock_alerts SET confirmed_at = coalesce(confirmed_at, now())
          WHERE confirm_token_hash = $1 AND sent_at IS NULL
            AND (confirmed_at IS NOT NULL OR confirm_sent_at > now() - make_interval(hours => $2))
          RETURNING product_id
       )
       SELECT product_id FROM confirmed`,
      [hashToken(token), STOCK_ALERT_CONFIRM_HOURS],
    );
    if (rows.length === 0) throw StockAlertErrors.confirmLinkInvalid();
    return `${this.app.publicUrl}/product/${rows[0].product_id}?stock_alert=confirmed`;
  }

  /** Retention, hourly: unconfirmed requests whose link lapsed (nothing was ever sent to them). Answers how many. */
  @JobHandler('retention-stock-alerts', { cron: '37 * * * *', concurrency: 1 })
  async forgetUnconfirmed(): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await this.dataSource.query(
      `WITH removed AS (
         DELETE FROM stock_alerts
          WHERE confirmed_at IS NULL AND sent_at IS NULL
            AND coalesce(confirm_sent_at, created_at) < now() - make_interval(hours => $1)
          RETURNING 1
       )
       SELECT count(*)::int AS n FROM removed`,
      [STOCK_ALERT_CONFIRM_HOURS],
    );
    return n;
  }

  /**
   * Queues one mail (a row and a job of its own) for every confirmed pending request of a product
   * that is listed and in stock, in one transaction with the claim (sent_at set): a second delivery
   * of the event, here or on another instance, finds none left, and a crash before the commit leaves
   * them all pending for the event's retry. Unconfirmed requests are left waiting for their link; a
   * product that is unlisted or sold out again keeps its requests pending. Resolves to the number of
   * mails queued.
   */
  async notifyRestocked(productId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [product] = await this.inventory.shelf(manager, [productId]);
      if (!product || product.stockQuantity === 0) return 0;
      const claimed: Array<{ id: string; email: string }> = await manager.query(
        `WITH claimed AS (
           UPDATE stock_alerts SET sent_at = now(), confirm_token_hash = NULL
            WHERE product_id = $1 AND sent_at IS NULL AND confirmed_at IS NOT NULL
            RETURNING id, email
         )
         SELECT id, email FROM claimed ORDER BY id`,
        [product.productId],
      );
      const productUrl = `${this.app.publicUrl}/product/${product.productId}`;
      const deviceName = mailDeviceName(product.brand, product.model);
      await this.mail.enqueueMany(
        claimed.map((request) => ({
          ...backInStockMail({
            to: request.email,
            deviceName,
            priceCents: product.unitPriceCents,
            productUrl,
          }),
          template: 'back-in-stock',
          key: `back-in-stock:${request.id}`,
          related: { type: 'stock_alert', id: request.id },
        })),
        manager,
      );
      return claimed.length;
    });
  }

  /** A new link for the request (the previous one stops working), mailed with the request's transaction. */
  private async sendConfirmation(
    manager: EntityManager,
    requestId: string,
    email: string,
    product: ShelfProduct,
  ): Promise<void> {
    const token = newToken();
    const tokenHash = hashToken(token);
    await manager.query(
      `UPDATE stock_alerts SET confirm_token_hash = $2, confirm_sent_at = now() WHERE id = $1`,
      [requestId, tokenHash],
    );
    await this.mail.enqueue(
      {
        ...stockAlertConfirmMail({
          to: email,
          deviceName: mailDeviceName(product.brand, product.model),
          confirmUrl: `${this.app.publicUrl}/api/stock-alerts/confirm?token=${encodeURIComponent(token)}`,
        }),
        template: 'stock-alert-confirm',
        key: `stock-alert-confirm:${requestId}:${tokenHash.slice(0, 16)}`,
        related: { type: 'stock_alert', id: requestId },
      },
      manager,
    );
  }
}
