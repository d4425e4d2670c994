import { Injectable } from '@nestjs/common';
import type { ShippingAddress, ShippingMethodName } from '@phonehub/contracts';
import { CART_MAX_QUANTITY, computeTotals, OrderTotals, splitSale } from '@phonehub/domain';
import { DataSource, EntityManager } from 'typeorm';
import { CatalogueErrors } from '../../catalogue/catalogue.errors';
import { InventoryService } from '../../catalogue/inventory.service';
import { CreditService } from '../../credit/credit.service';
import { JobQueue } from '../../jobs/job-queue.service';
import { SellerProfilesService } from '../../partners/seller-profiles.service';
import { SettingsService } from '../../settings/settings.service';
import { isUuid } from '../../common/validation/id-param.pipe';
import { OrderItemEntity } from '../entities/order-item.entity';
import { OrderParcelEntity } from '../entities/order-parcel.entity';
import { OrderEntity } from '../entities/order.entity';
import { OrderPaidEvent } from '../events/order-paid.event';
import { OrderErrors } from '../orders.errors';
import { OrderTransitions } from '../order-transitions.service';

/** The provider refuses card charges under 50 cents. */
export const MIN_CARD_CHARGE_CENTS = 50;

export interface OrderRequest {
  userId: string | null;
  email: string;
  shippingAddress: ShippingAddress;
  shippingMethod: ShippingMethodName;
  lines: readonly { productId: string; quantity: number }[];
  /** The address the request came from; counted with the account (or the guest's email) for the hold cap. */
  clientIp: string | null;
  /** When the units go back unless paid: the provider checkout's expiry. */
  holdExpiresAt: Date;
  /** Units one client may hold across its open checkouts, this one included. */
  maxHeldUnits: number;
  /** A signed-in shopper spends their store credit on the order (as much as it needs and they have). */
  applyCredit?: boolean;
}

export interface PlacedOrder {
  id: string;
  email: string;
  totals: OrderTotals;
  currency: string;
  lines: { name: string; unitPriceCents: number; quantity: number }[];
  /** Each parcel's shipping as charged, with who ships it (null: PhoneHub; else the seller's company). */
  parcels: { sellerId: string | null; soldBy: string | null; shippingCents: number }[];
  /** Store credit reserved for the order; the card pays the rest. */
  creditCents: number;
  /** Store credit paid it all: the order is confirmed already and needs no checkout. */
  paid: boolean;
}

/**
 * Placing an order, in one transaction: every line rebuilt from the database (price, name, stock)
 * and priced with the shared rule, the units reserved, the client's hold cap checked, fees and
 * shipping frozen, and store credit reserved. Anything that fails rolls all of it back; the
 * provider is asked only after it commits (see CheckoutService).
 */
@Injectable()
export class OrderPlacementService {
  constructor(
    private readonly db: DataSource,
    private readonly inventory: InventoryService,
    private readonly settings: SettingsService,
    private readonly sellerProfiles: SellerProfilesService,
    private readonly credit: CreditService,
    private readonly jobs: JobQueue,
    private readonly transitions: OrderTransitions,
  ) {}

  async place(request: OrderRequest): Promise<PlacedOrder> {
    if (request.lines.some((line) => !isUuid(line.productId))) throw CatalogueErrors.productUnavailable();
    const requested = request.lines.reduce((sum, line) => sum + line.quantity, 0);

    return this.db.transaction(async (manager) => {
      await this.checkHeldUnits(manager, request, requested);
      // The catalogue locks, checks and takes the units and prices the lines (all or nothing).
      const lines = await this.inventory.reserve(manager, request.lines, {
        checkLine: (line) => {
          // A seller buying their own listing would fake sales (and earn a verified review).
          if (request.userId !== null && line.sellerId === request.userId)
            throw OrderErrors.ownProduct(line.name);
          if (line.quantity > CART_MAX_QUANTITY) throw OrderErrors.cartQuantity(line.name);
        },
      });
      // The shared rule: PhoneHub's parcel by the method, each seller's at its product shipping cost,
      // never more than the parcel shipping cap (a product saved before the cap, or above a lowered one).
      const shippingCap = this.settings.parcelShippingCapCents;
      const totals = computeTotals(
        lines.map((l) => ({
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
          sellerId: l.sellerId,
          shippingCostCents: Math.min(l.shippingCostCents, shippingCap),
        })),
        request.shippingMethod,
      );

      const orders = manager.getRepository(OrderEntity);
      const order = await orders.save(
        orders.create({
          userId: request.userId,
          email: request.email,
          status: 'pending',
          paymentStatus: 'unpaid',
          shippingAddress: request.shippingAddress,
          shippingMethod: request.shippingMethod,
          subtotalCents: totals.subtotalCents,
          taxCents: totals.taxCents,
          shippingCents: totals.shippingCents,
          totalCents: totals.totalCents,
          currency: 'usd',
          clientIp: request.clientIp,
          holdExpiresAt: request.holdExpiresAt,
        }),
      );
      // Each seller line's fee and payout, and the fee on each seller parcel's shipping, are frozen
      // now: a later fee setting never changes this order.
      const feeBps = await this.settings.platformFeeBps(manager);
      await manager.getRepository(OrderItemEntity).insert(
        lines.map((l) => ({
          ...lineMoney(l.sellerId, l.unitPriceCents * l.quantity, feeBps),
          orderId: order.id,
          productId: l.productId,
          name: l.name,
          brand: l.brand,
          model: l.model,
          image: l.image,
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
        })),
      );
      // Each parcel's shipping is frozen now: a later edit of a product's shipping cost never changes it.
      await manager.getRepository(OrderParcelEntity).insert(
        totals.parcels.map((p) => ({
          orderId: order.id,
          sellerId: p.sellerId,
          subtotalCents: p.subtotalCents,
          shippingCents: p.shippingCents,
          feeCents: lineMoney(p.sellerId, p.shippingCents, feeBps).feeCents,
        })),
      );
      const creditCents =
        request.userId && request.applyCredit ? await this.reserveCredit(manager, request.userId, order) : 0;
      const paid = creditCents === totals.totalCents;
      if (paid) await this.confirmPaidByCredit(manager, order, request.userId as string);

      const companies = await this.sellerProfiles.companyNames(
        totals.parcels.flatMap((p) => (p.sellerId ? [p.sellerId] : [])),
      );
      return {
        id: order.id,
        email: order.email,
        totals,
        currency: order.currency,
        lines: lines.map((l) => ({ name: l.name, unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
        parcels: totals.parcels.map((p) => ({
          sellerId: p.sellerId,
          soldBy: p.sellerId ? (companies.get(p.sellerId) ?? null) : null,
          shippingCents: p.shippingCents,
        })),
        creditCents,
        paid,
      };
    });
  }

  /**
   * "Pay now" checks a placed order's lines again as a new checkout would: the name of its first
   * line whose product was delisted, hidden or deleted, or whose seller (or the seller's account)
   * was suspended since; null when every line may still be sold.
   */
  async unsoldLine(orderId: string): Promise<string | null> {
    const items = await this.db.getRepository(OrderItemEntity).find({
      where: { orderId },
      select: { id: true, productId: true, name: true },
      order: { name: 'ASC', id: 'ASC' },
    });
    const productIds = items.flatMap((i) => (i.productId ? [i.productId] : []));
    const unsold = await this.inventory.notBuyable(this.db.manager, productIds);
    return items.find((i) => i.productId === null || unsold.has(i.productId))?.name ?? null;
  }

  /**
   * Takes as much credit as the order needs and the balance holds, under the balance row's lock (two
   * checkouts at once never spend it twice); the card is never left to pay less than the provider's
   * minimum charge (the credit then stops that much short). It comes back when the order is
   * cancelled (an abandoned or expired checkout too) or refunded.
   */
  private async reserveCredit(manager: EntityManager, userId: string, order: OrderEntity): Promise<number> {
    const total = order.totalCents;
    const available = await this.credit.balanceForSpending(manager, userId);
    let take = Math.min(available, total);
    if (total - take > 0 && total - take < MIN_CARD_CHARGE_CENTS)
      take = Math.max(0, total - MIN_CARD_CHARGE_CENTS);
    return this.credit.spendForOrder(manager, userId, order.id, take);
  }

  /** Paid wholly by credit: confirmed now, like a paid checkout (its confirmation mail is a job of this commit). */
  private async confirmPaidByCredit(
    manager: EntityManager,
    order: OrderEntity,
    userId: string,
  ): Promise<void> {
    const by = { actor: { kind: 'shopper' as const, id: userId } };
    await this.transitions.move(manager, order, { paymentStatus: 'paid', status: 'confirmed' }, by, {
      paidAt: new Date(),
    });
    await this.jobs.publish(manager, new OrderPaidEvent(order.id));
  }

  /**
   * One person may hold at most `maxHeldUnits` units in open (pending, unexpired) checkouts, counted
   * by who they are (an account by its id, a guest by its email) and, separately, by the address the
   * request comes from, whoever placed the holds there: new accounts (or guest emails) from one
   * address share one cap. Transaction-scoped advisory locks on those keys make concurrent checkouts
   * of one client count one after another. (apps/api/README.md, CHECKOUT_MAX_HELD_UNITS.)
   */
  private async checkHeldUnits(
    manager: EntityManager,
    request: OrderRequest,
    requested: number,
  ): Promise<void> {
    const keys = [
      request.userId ? `user:${request.userId}` : `email:${request.email.toLowerCase()}`,
      ...(request.clientIp ? [`ip:${request.clientIp}`] : []),
    ];
    for (const key of keys.sort())
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`checkout-hold:${key}`]);
    const [held] = await manager.query(
      `SELECT coalesce(sum(i.quantity) FILTER (WHERE o.user_id = $1), 0)::int AS by_user,
              coalesce(sum(i.quantity) FILTER (WHERE o.user_id IS NULL AND lower(o.email) = lower($2)), 0)::int AS by_email,
              coalesce(sum(i.quantity) FILTER (WHERE o.client_ip = $3), 0)::int AS by_ip
         FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.status = 'pending' AND NOT o.stock_released AND o.hold_expires_at > now()`,
      [request.userId, request.email, request.clientIp],
    );
    const already = Math.max(
      request.userId ? held.by_user : held.by_email,
      request.clientIp ? held.by_ip : 0,
    );
    if (already + requested > request.maxHeldUnits) throw OrderErrors.heldUnitsLimit(request.maxHeldUnits);
  }
}

/** Who sells a line (or ships a parcel) and its split: PhoneHub's own carry no fee. */
function lineMoney(sellerId: string | null, lineCents: number, feeBps: number) {
  if (sellerId === null) return { sellerId: null, feeBps: 0, feeCents: 0, payoutCents: null };
  const { feeCents, payoutCents } = splitSale(lineCents, feeBps);
  return { sellerId, feeBps, feeCents, payoutCents };
}
