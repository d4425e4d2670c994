import { inferDeviceType, tradeQuoteDollars, TRADE_CONDITIONS } from '@phonehub/domain';
import { DEMO_ACCOUNTS, DEMO_TRADE_DEVICES, DEMO_TRADES } from '@phonehub/server-demo-data';
import type { Logger } from 'nestjs-pino';
import type { DataSource } from 'typeorm';
import { findTradePartner } from '../../trade/trade-partners';

const DAY_MS = 24 * 60 * 60 * 1000;
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Trade-in demo data: device pricing keyed by brand and model (any case), demo trades by tracking
 * code. Rows that exist are left as they are (an admin may have edited them). Runs after the users.
 */
export class TradeDemoSeeder {
  constructor(
    private readonly db: DataSource,
    private readonly logger: Logger,
  ) {}

  async run(): Promise<void> {
    const devices = await this.seedDevices();
    const trades = await this.seedTrades();
    if (devices > 0) this.logger.log(`Seeded ${devices} trade-in device prices`, TradeDemoSeeder.name);
    if (trades > 0) this.logger.log(`Seeded ${trades} demo trades`, TradeDemoSeeder.name);
  }

  private async seedDevices(): Promise<number> {
    let added = 0;
    for (const device of DEMO_TRADE_DEVICES) {
      const rows: unknown[] = await this.db.query(
        `INSERT INTO device_pricing (brand, model, device_type, storage_options, excellent_cents, very_good_cents, good_cents, fair_cents, base_price_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
        [
          device.brand,
          device.model,
          inferDeviceType(device.model),
          device.storage,
          ...device.prices.map(cents),
          cents(device.basePrice),
        ],
      );
      added += rows.length;
    }
    return added;
  }

  private async seedTrades(): Promise<number> {
    const shopperAccount = DEMO_ACCOUNTS.find((account) => account.label === 'Shopper');
    const [shopper] = shopperAccount
      ? await this.db.query<{ id: string }[]>(`SELECT id FROM users WHERE email = $1`, [shopperAccount.email])
      : [];
    let added = 0;
    for (const trade of DEMO_TRADES) {
      const device = DEMO_TRADE_DEVICES.find((x) => x.brand === trade.brand && x.model === trade.model);
      const partner = findTradePartner(trade.partnerId);
      const priceCents = device && cents(device.prices[TRADE_CONDITIONS.indexOf(trade.condition)]);
      const estimate =
        device && priceCents !== undefined
          ? tradeQuoteDollars(priceCents, device.storage, trade.storage)
          : null;
      if (!partner || estimate === null || estimate === undefined)
        throw new Error(`Bad demo trade ${trade.trackingCode}`);
      const guest = trade.owner === 'demo-shopper' ? null : trade.owner;
      if (!guest && (!shopper || !shopperAccount?.address)) continue;
      const contact = guest ?? {
        firstName: shopperAccount?.firstName,
        lastName: shopperAccount?.lastName,
        email: shopperAccount?.email,
        phone: shopperAccount?.phone,
        ...shopperAccount?.address,
      };
      const rows: unknown[] = await this.db.query(
        `INSERT INTO trade_requests (tracking_code, user_id, is_guest, status, brand, model, storage, color, condition,
           serial_number, description, images, partner_id, partner_name, estimated_value_cents, final_value_cents,
           rejection_reason, first_name, last_name, email, phone, street, city, state, zip_code, submitted_at, reviewed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '{}', $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          trade.trackingCode,
          guest ? null : shopper.id,
          guest !== null,
          trade.status,
          trade.brand,
          trade.model,
          trade.storage,
          trade.color,
          trade.condition,
          trade.serialNumber,
          trade.description,
          partner.id,
          partner.name,
          cents(estimate),
          trade.finalValue === null ? null : cents(trade.finalValue),
          trade.rejectionReason,
          contact.firstName,
          contact.lastName,
          contact.email,
          contact.phone,
          contact.street,
          contact.city,
          contact.state,
          contact.zipCode,
          new Date(Date.now() - trade.submittedDaysAgo * DAY_MS),
          trade.reviewedDaysAgo === null ? null : new Date(Date.now() - trade.reviewedDaysAgo * DAY_MS),
        ],
      );
      added += rows.length;
    }
    return added;
  }
}
