import { Inject, Injectable } from '@nestjs/common';
import { STOCK_ALERT_TEXTS, type StockAlertResponse } from '@phonehub/contracts';
import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { ProductNotFoundError } from '../catalogue/catalogue.errors';
import { InventoryService } from '../catalogue/inventory.service';
import { ValidationFailedError } from '../common/errors/app-error';
import { appConfig, type AppConfig } from '../config/app.config';
import { MailService } from '../mail/mail.service';
import type { CreateStockAlertDto } from './dto/create-stock-alert.dto';
import { backInStockMail } from './mail/back-in-stock.mail';
import { ProductInStockError } from './stock-alerts.errors';

export interface SubscribeOutcome {
  created: boolean;
  response: StockAlertResponse;
}

/**
 * "Email me when it's back": stores one pending request per product and address while the product
 * is sold out, and mails each once when its stock returns. The catalogue says what is buyable and in
 * stock (InventoryService); this module owns only the stock_alerts table.
 */
@Injectable()
export class StockAlertsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inventory: InventoryService,
    private readonly mail: MailService,
    private readonly logger: Logger,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /**
   * Stores the request (the address given, else the signed-in shopper's). A pending one for the
   * same address is answered again, not doubled. The product must be listed (else 'Product not
   * found') and sold out (else 409): its stock is held still meanwhile, so a restock committing
   * at the same moment publishes its event only after this request is stored, and mails it.
   */
  async subscribe(user: UserEntity | null, productId: string, dto: CreateStockAlertDto): Promise<SubscribeOutcome> {
    const email = dto.email ?? user?.email;
    if (!email) throw new ValidationFailedError(VALIDATION_MESSAGES.email);
    return this.dataSource.transaction(async (manager) => {
      const [product] = await this.inventory.shelf(manager, [productId], { share: true });
      if (!product) throw new ProductNotFoundError();
      if (product.stockQuantity > 0) throw new ProductInStockError();
      const inserted: unknown[] = await manager.query(
        `INSERT INTO stock_alerts (product_id, email, user_id) VALUES ($1, $2, $3)
         ON CONFLICT (product_id, email) WHERE sent_at IS NULL DO NOTHING
         RETURNING id`,
        [product.productId, email, user?.id ?? null],
      );
      const created = inserted.length > 0;
      return {
        created,
        response: created
          ? { status: 'subscribed', message: STOCK_ALERT_TEXTS.subscribed }
          : { status: 'already_subscribed', message: STOCK_ALERT_TEXTS.alreadySubscribed },
      };
    });
  }

  /**
   * Mails every pending request of a product that is listed and in stock, once: the requests are
   * claimed by one UPDATE (sent_at set) before any mail goes out, so a second delivery of the event,
   * here or on another instance, finds none left. A product that is unlisted or sold out again
   * keeps its requests pending. A mail that fails is put back to pending (sent at a later restock).
   * Resolves to the number of mails sent.
   */
  async notifyRestocked(productId: string): Promise<number> {
    const [product] = await this.inventory.shelf(this.dataSource.manager, [productId]);
    if (!product || product.stockQuantity === 0) return 0;
    const claimed: Array<{ id: string; email: string }> = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE stock_alerts SET sent_at = now()
          WHERE product_id = $1 AND sent_at IS NULL
          RETURNING id, email
       )
       SELECT id, email FROM claimed ORDER BY id`,
      [product.productId],
    );
    const productUrl = `${this.app.publicUrl}/product/${product.productId}`;
    let sent = 0;
    for (const request of claimed) {
      try {
        await this.mail.send(
          backInStockMail({ to: request.email, productName: product.name, priceCents: product.unitPriceCents, productUrl }),
        );
        sent += 1;
      } catch (error) {
        this.logger.error({ err: error, stockAlertId: request.id }, 'Could not send the back-in-stock mail', StockAlertsService.name);
        await this.release(request.id);
      }
    }
    return sent;
  }

  /** Back to pending, unless the same address asked again meanwhile (that request stands). */
  private async release(id: string): Promise<void> {
    await this.dataSource
      .query(
        `UPDATE stock_alerts a SET sent_at = NULL WHERE a.id = $1
           AND NOT EXISTS (SELECT 1 FROM stock_alerts b WHERE b.product_id = a.product_id AND b.email = a.email AND b.sent_at IS NULL)`,
        [id],
      )
      .catch((error: unknown) =>
        this.logger.error({ err: error, stockAlertId: id }, 'Could not put a back-in-stock request back', StockAlertsService.name),
      );
  }
}
