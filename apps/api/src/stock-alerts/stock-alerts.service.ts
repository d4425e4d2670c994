import { Inject, Injectable } from '@nestjs/common';
import { STOCK_ALERT_TEXTS, type StockAlertResponse } from '@phonehub/contracts';
import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { CatalogueErrors } from '../catalogue/catalogue.errors';
import { InventoryService } from '../catalogue/inventory.service';
import { CommonErrors } from '../common/errors/app-error';
import { appConfig, type AppConfig } from '../config/app.config';
import { MailService } from '../mail/mail.service';
import type { CreateStockAlertDto } from './dto/create-stock-alert.dto';
import { backInStockMail } from './mail/back-in-stock.mail';
import { StockAlertErrors } from './stock-alerts.errors';

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
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /**
   * Stores the request (the address given, else the signed-in shopper's). A pending one for the
   * same address is answered again, not doubled. The product must be listed (else 'Product not
   * found') and sold out (else 409): its stock is held still meanwhile, so a restock committing
   * at the same moment publishes its event only after this request is stored, and mails it.
   */
  async subscribe(
    user: UserEntity | null,
    productId: string,
    dto: CreateStockAlertDto,
  ): Promise<SubscribeOutcome> {
    const email = dto.email ?? user?.email;
    if (!email) throw CommonErrors.validationFailed(VALIDATION_MESSAGES.email);
    return this.dataSource.transaction(async (manager) => {
      const [product] = await this.inventory.shelf(manager, [productId], { share: true });
      if (!product) throw CatalogueErrors.productNotFound();
      if (product.stockQuantity > 0) throw StockAlertErrors.productInStock();
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
   * Queues one mail (a row and a job of its own) for every pending request of a product that is
   * listed and in stock, in one transaction with the claim (sent_at set): a second delivery of the
   * event, here or on another instance, finds none left, and a crash before the commit leaves them
   * all pending for the event's retry. A product that is unlisted or sold out again keeps its requests
   * pending. Resolves to the number of mails queued.
   */
  async notifyRestocked(productId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [product] = await this.inventory.shelf(manager, [productId]);
      if (!product || product.stockQuantity === 0) return 0;
      const claimed: Array<{ id: string; email: string }> = await manager.query(
        `WITH claimed AS (
           UPDATE stock_alerts SET sent_at = now()
            WHERE product_id = $1 AND sent_at IS NULL
            RETURNING id, email
         )
         SELECT id, email FROM claimed ORDER BY id`,
        [product.productId],
      );
      const productUrl = `${this.app.publicUrl}/product/${product.productId}`;
      await this.mail.enqueueMany(
        claimed.map((request) => ({
          ...backInStockMail({
            to: request.email,
            productName: product.name,
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
}
