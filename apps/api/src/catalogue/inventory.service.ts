import { Injectable } from '@nestjs/common';
import { buyableSql, isUuid } from '@phonehub/server-catalogue';
import type { EntityManager } from 'typeorm';
import { CatalogueErrors } from './catalogue.errors';
import { StockEvents } from './stock-events';

/** Units of one product; a product may appear on several lines (they are added up). */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** A reserved line as the catalogue prices it now: what an order stores and charges. */
export interface ReservedLine {
  productId: string;
  name: string;
  brand: string;
  model: string;
  /** The first image, if any. */
  image: string | null;
  unitPriceCents: number;
  sellerId: string | null;
  /** The seller's shipping cost for the product's parcel, cents (0 when it ships free). */
  shippingCostCents: number;
  quantity: number;
}

/** A product as a shopper may buy it now: its name, price and the units on the shelf. */
export interface ShelfProduct {
  productId: string;
  name: string;
  /** The catalogue's make and model (what a mail names the device by, never the free-text name). */
  brand: string;
  model: string;
  unitPriceCents: number;
  stockQuantity: number;
}

export interface ReserveOptions {
  /** The caller's own rule for a line (e.g. the cart's per-item cap), checked before its stock. */
  checkLine?: (line: ReservedLine) => void;
}

interface LockedProduct {
  id: string;
  name: string;
  brand: string;
  model: string;
  image: string | null;
  price_cents: number;
  seller_id: string | null;
  shipping_cents: number;
  stock_quantity: number;
}

/**
 * The catalogue's stock: every change of `products.stock_quantity` by a sale goes through here.
 * Each method runs in the caller's transaction (its EntityManager), so a reservation commits or
 * rolls back with the order it belongs to. Rows are locked in id order, so two transactions
 * touching the same products queue instead of deadlocking.
 */
@Injectable()
export class InventoryService {
  constructor(private readonly stockEvents: StockEvents) {}

  /**
   * Takes the units of buyable products, all or nothing: under row locks, every product must be
   * buyable (else CatalogueErrors.productUnavailable) and have the units (else notEnoughStock, naming
   * what is left). Returns the lines priced from the database, one per product, in id order.
   */
  async reserve(
    manager: EntityManager,
    lines: readonly StockLine[],
    options: ReserveOptions = {},
  ): Promise<ReservedLine[]> {
    if (lines.some((l) => !isUuid(l.productId))) throw CatalogueErrors.productUnavailable();
    const quantities = this.sum(lines);
    const ids = [...quantities.keys()].sort();
    const locked: LockedProduct[] = await manager.query(
      `SELECT p.id, p.name, p.brand, p.model, p.images[1] AS image, p.price_cents, p.seller_id, p.stock_quantity,
              CASE WHEN p.free_shipping THEN 0 ELSE p.shipping_cost_cents END AS shipping_cents
         FROM products p
        WHERE p.id = ANY($1::uuid[]) AND ${buyableSql('p')}
        ORDER BY p.id
          FOR UPDATE OF p`,
      [ids],
    );
    const byId = new Map(locked.map((p) => [p.id, p]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing) throw CatalogueErrors.productUnavailable(await this.nameOf(manager, missing));
    const reserved = ids.map((id) => {
      const product = byId.get(id) as LockedProduct;
      const line: ReservedLine = {
        productId: product.id,
        name: product.name,
        brand: product.brand,
        model: product.model,
        image: product.image,
        unitPriceCents: product.price_cents,
        sellerId: product.seller_id,
        shippingCostCents: product.shipping_cents,
        quantity: quantities.get(id) as number,
      };
      options.checkLine?.(line);
      if (line.quantity > product.stock_quantity)
        throw CatalogueErrors.notEnoughStock(product.name, product.stock_quantity);
      return line;
    });
    // The rows are locked and checked; the guard in the WHERE keeps the CHECK (stock >= 0) unreachable.
    // has_orders: an order line will name the product, so its seller's delete hides it from then on.
    const taken: unknown[] = await manager.query(
      `WITH taken AS (
         UPDATE products p SET stock_quantity = p.stock_quantity - l.quantity, has_orders = true
           FROM unnest($1::uuid[], $2::int[]) AS l(id, quantity)
          WHERE p.id = l.id AND p.stock_quantity >= l.quantity
          RETURNING p.id
       )
       SELECT id FROM taken`,
      [reserved.map((l) => l.productId), reserved.map((l) => l.quantity)],
    );
    if (taken.length !== reserved.length) throw new Error('Stock changed under a row lock');
    return reserved;
  }

  /** Puts reserved units back (an unpaid or cancelled order); products deleted meanwhile are skipped. */
  async release(manager: EntityManager, lines: readonly StockLine[]): Promise<void> {
    await this.putBack(manager, lines);
  }

  /** Puts sold units back on the shelf (a received return); products deleted meanwhile are skipped. */
  async restock(manager: EntityManager, lines: readonly StockLine[]): Promise<void> {
    await this.putBack(manager, lines);
  }

  /**
   * Of these products, those a shopper may no longer buy (delisted, hidden, deleted, or their seller
   * or the seller's account suspended): "Pay now" on a placed order checks its lines again with this.
   */
  async notBuyable(manager: EntityManager, productIds: readonly string[]): Promise<Set<string>> {
    const ids = [...new Set(productIds)].filter(isUuid);
    const rows: { id: string }[] = ids.length
      ? await manager.query(
          `SELECT p.id FROM products p WHERE p.id = ANY($1::uuid[]) AND ${buyableSql('p')}`,
          [ids],
        )
      : [];
    const buyable = new Set(rows.map((row) => row.id));
    return new Set(productIds.filter((id) => !buyable.has(id)));
  }

  /**
   * The category of each of these products that still exists, whatever its state (a parcel of sold
   * units is boxed by what they are, issue 36).
   */
  async categories(manager: EntityManager, productIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(productIds)].filter(isUuid);
    const rows: { id: string; category: string }[] = ids.length
      ? await manager.query(`SELECT id, category FROM products WHERE id = ANY($1::uuid[])`, [ids])
      : [];
    return new Map(rows.map((row) => [row.id, row.category]));
  }

  /** A product's name for a message naming it (undefined when there is no such product). */
  private async nameOf(manager: EntityManager, productId: string): Promise<string | undefined> {
    const [row]: { name: string }[] = await manager.query(`SELECT name FROM products WHERE id = $1`, [
      productId,
    ]);
    return row?.name;
  }

  /** Whether a shopper may buy the product now (the same rule the listing and reservations use). */
  async isBuyable(manager: EntityManager, productId: string): Promise<boolean> {
    if (!isUuid(productId)) return false;
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM products p WHERE p.id = $1 AND ${buyableSql('p')}`,
      [productId],
    );
    return rows.length > 0;
  }

  /**
   * The buyable ones of the products (others are left out), with price and stock. `share: true`
   * holds their stock still until the caller's transaction ends: a restock waits for it, so what
   * the caller stores meanwhile is committed before the restock's event is published.
   */
  async shelf(
    manager: EntityManager,
    productIds: readonly string[],
    options: { share?: boolean } = {},
  ): Promise<ShelfProduct[]> {
    const ids = [...new Set(productIds.filter(isUuid).map((id) => id.toLowerCase()))].sort();
    if (ids.length === 0) return [];
    const rows: Array<{
      id: string;
      name: string;
      brand: string;
      model: string;
      price_cents: number;
      stock_quantity: number;
    }> = await manager.query(
      `SELECT p.id, p.name, p.brand, p.model, p.price_cents, p.stock_quantity FROM products p
        WHERE p.id = ANY($1::uuid[]) AND ${buyableSql('p')}
        ORDER BY p.id${options.share ? ' FOR SHARE OF p' : ''}`,
      [ids],
    );
    return rows.map((p) => ({
      productId: p.id,
      name: p.name,
      brand: p.brand,
      model: p.model,
      unitPriceCents: p.price_cents,
      stockQuantity: p.stock_quantity,
    }));
  }

  private async putBack(manager: EntityManager, lines: readonly StockLine[]): Promise<void> {
    const quantities = this.sum(lines);
    if (quantities.size === 0) return;
    const ids = [...quantities.keys()].sort();
    await manager.query(`SELECT 1 FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [ids]);
    // RETURNING sees the new stock: equal to the units put back means the shelf was empty.
    const updated: Array<{ id: string; was_empty: boolean }> = await manager.query(
      `WITH put AS (
         UPDATE products p SET stock_quantity = p.stock_quantity + l.quantity
           FROM unnest($1::uuid[], $2::int[]) AS l(id, quantity)
          WHERE p.id = l.id
          RETURNING p.id, p.stock_quantity = l.quantity AS was_empty
       )
       SELECT id, was_empty FROM put`,
      [ids, ids.map((id) => quantities.get(id))],
    );
    await this.stockEvents.restocked(
      manager,
      updated.filter((row) => row.was_empty).map((row) => row.id),
    );
  }

  /** Quantities per product (lower-case ids). */
  private sum(lines: readonly StockLine[]): Map<string, number> {
    const quantities = new Map<string, number>();
    for (const line of lines) {
      // Callers pass validated lines; anything else is a bug, never a silent no-op on stock.
      if (!isUuid(line.productId) || !Number.isInteger(line.quantity) || line.quantity < 1)
        throw new Error(`Invalid stock line ${JSON.stringify(line)}`);
      const id = line.productId.toLowerCase();
      quantities.set(id, (quantities.get(id) ?? 0) + line.quantity);
    }
    return quantities;
  }
}
