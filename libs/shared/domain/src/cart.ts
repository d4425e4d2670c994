import {
  CART_MAX_IMAGES,
  CART_MAX_PRICE,
  CART_MAX_QUANTITY,
  CART_MIN_QUANTITY,
  CART_TEXT_LIMITS,
} from './constants';
import { deviceDisplayName } from './devices';
import { toCents, type PricedLine } from './pricing';

// The cart rules of spec section 5, with their exact messages. Pure: callers store the result
// (under CART_STORAGE_KEY) and show `message` as a toast.

export interface CartItem {
  id: string;
  name: string;
  brand: string;
  model: string;
  /** Dollars, as the product page shows it; the server re-prices every line at checkout. */
  price: number;
  image: string;
  images: string[];
  condition: string;
  storage: string;
  color: string;
  inStock: boolean;
  /** Units the shop had when the item was added; quantities never exceed it. */
  stock?: number;
  quantity: number;
  /** The marketplace seller who ships the item; absent (or null): PhoneHub itself. */
  sellerId?: string | null;
  /** The seller's company ("Shipping from …"); set with sellerId. */
  sellerName?: string;
  /** Dollars: the seller's shipping cost for the product (0 when it ships free); set with sellerId. */
  shippingCost?: number;
}

export const CART_MESSAGES = {
  invalidProduct: 'Invalid product data',
  incomplete: 'Product information is incomplete',
  invalidPrice: 'Invalid product price',
  invalidQuantity: `Invalid quantity (must be between ${CART_MIN_QUANTITY} and ${CART_MAX_QUANTITY})`,
  maxPerItem: `Maximum quantity per item is ${CART_MAX_QUANTITY}`,
  invalidId: 'Invalid product ID',
  quantityRange: `Quantity must be between ${CART_MIN_QUANTITY} and ${CART_MAX_QUANTITY}`,
  notEnoughStock: (stock: number) => `Only ${stock} left in stock`,
  // Spec's '{brand} {model}', with the brand once when the model already starts with it.
  added: (i: Pick<CartItem, 'brand' | 'model'>) => `Added ${deviceDisplayName(i.brand, i.model)} to cart`,
  updated: (i: Pick<CartItem, 'brand' | 'model'>) =>
    `Updated ${deviceDisplayName(i.brand, i.model)} quantity in cart`,
  removed: (i: Pick<CartItem, 'brand' | 'model'>) =>
    `Removed ${deviceDisplayName(i.brand, i.model)} from cart`,
  cleared: 'Cart cleared',
} as const;

export type CartResult =
  { ok: true; cart: CartItem[]; message: string } | { ok: false; cart: CartItem[]; error: string };

const fail = (cart: CartItem[], error: string): CartResult => ({ ok: false, cart, error });

function text(value: unknown, max: number): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';
}

/** Whole numbers only: '2' and 2 are 2; 1.5, 'two' and '' are not quantities. */
function parseQuantity(value: unknown): number | null {
  if (value === undefined) return 1;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/** Who ships a product and for how much: from a catalogue Product (`seller`, `terms`) or a stored CartItem. */
function sellerOf(
  p: Record<string, unknown>,
): Partial<Pick<CartItem, 'sellerId' | 'sellerName' | 'shippingCost'>> {
  const seller =
    typeof p.seller === 'object' && p.seller !== null ? (p.seller as Record<string, unknown>) : null;
  const sellerId = text(p.sellerId ?? p.seller_id ?? seller?.id, 100);
  if (!sellerId) return {};
  const terms = typeof p.terms === 'object' && p.terms !== null ? (p.terms as Record<string, unknown>) : null;
  const cost = Number(terms ? (terms.free_shipping === true ? 0 : terms.shipping_cost) : p.shippingCost);
  return {
    sellerId,
    sellerName: text(p.sellerName ?? seller?.company_name, 200),
    shippingCost: Number.isFinite(cost) && cost > 0 ? Math.round(cost * 100) / 100 : 0,
  };
}

export function addToCart(cart: CartItem[], product: unknown, quantity?: unknown): CartResult {
  if (typeof product !== 'object' || product === null || Array.isArray(product))
    return fail(cart, CART_MESSAGES.invalidProduct);
  const p = product as Record<string, unknown>;
  const id = text(p.id, 100);
  const brand = text(p.brand, CART_TEXT_LIMITS.brand);
  const model = text(p.model, CART_TEXT_LIMITS.model);
  if (!id || !brand || !model || p.price === undefined || p.price === null || p.price === '') {
    return fail(cart, CART_MESSAGES.incomplete);
  }
  const price = Number(p.price);
  if (!Number.isFinite(price) || price <= 0 || price > CART_MAX_PRICE)
    return fail(cart, CART_MESSAGES.invalidPrice);
  const qty = parseQuantity(quantity);
  if (qty === null || qty < CART_MIN_QUANTITY || qty > CART_MAX_QUANTITY)
    return fail(cart, CART_MESSAGES.invalidQuantity);

  const stock =
    typeof p.stock === 'number' && Number.isInteger(p.stock) && p.stock >= 0 ? p.stock : undefined;
  const existing = cart.find((item) => item.id === id);
  const combined = (existing?.quantity ?? 0) + qty;
  if (combined > CART_MAX_QUANTITY) return fail(cart, CART_MESSAGES.maxPerItem);
  if (stock !== undefined && combined > stock) return fail(cart, CART_MESSAGES.notEnoughStock(stock));

  if (existing) {
    const next = cart.map((item) =>
      item.id === id ? { ...item, quantity: combined, stock: stock ?? item.stock, ...sellerOf(p) } : item,
    );
    return { ok: true, cart: next, message: CART_MESSAGES.updated(existing) };
  }
  const images = (Array.isArray(p.images) ? p.images : [])
    .filter((src): src is string => typeof src === 'string' && src.trim() !== '')
    .slice(0, CART_MAX_IMAGES);
  const image = text(p.image ?? p.image_url, 2000) || images[0] || '';
  const item: CartItem = {
    id,
    name: text(p.name, 200) || deviceDisplayName(brand, model),
    brand,
    model,
    price: Math.round(price * 100) / 100,
    image,
    images,
    condition: text(p.condition, CART_TEXT_LIMITS.condition),
    storage: text(p.storage, CART_TEXT_LIMITS.storage),
    color: text(p.color, CART_TEXT_LIMITS.color),
    inStock: p.inStock !== false && p.in_stock !== false,
    stock,
    quantity: qty,
    ...sellerOf(p),
  };
  return { ok: true, cart: [...cart, item], message: CART_MESSAGES.added(item) };
}

export function updateQuantity(cart: CartItem[], id: unknown, quantity: unknown): CartResult {
  if (typeof id !== 'string') return fail(cart, CART_MESSAGES.invalidId);
  const item = cart.find((i) => i.id === id);
  if (!item) return fail(cart, CART_MESSAGES.invalidId);
  if (typeof quantity !== 'number' || Number.isNaN(quantity)) return fail(cart, CART_MESSAGES.quantityRange);
  if (quantity <= 0) return removeFromCart(cart, id);
  if (!Number.isInteger(quantity) || quantity > CART_MAX_QUANTITY)
    return fail(cart, CART_MESSAGES.quantityRange);
  if (item.stock !== undefined && quantity > item.stock)
    return fail(cart, CART_MESSAGES.notEnoughStock(item.stock));
  return {
    ok: true,
    cart: cart.map((i) => (i.id === id ? { ...i, quantity } : i)),
    message: CART_MESSAGES.updated(item),
  };
}

export function removeFromCart(cart: CartItem[], id: string): CartResult {
  const item = cart.find((i) => i.id === id);
  if (!item) return fail(cart, CART_MESSAGES.invalidId);
  return { ok: true, cart: cart.filter((i) => i.id !== id), message: CART_MESSAGES.removed(item) };
}

export function clearCart(): CartResult {
  return { ok: true, cart: [], message: CART_MESSAGES.cleared };
}

/** The stored cart, or an empty one when what is stored cannot be read (spec section 4). */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.reduce<CartItem[]>((cart, entry) => {
      const result = addToCart(cart, entry, (entry as { quantity?: unknown })?.quantity);
      return result.ok ? result.cart : cart;
    }, []);
  } catch {
    return [];
  }
}

/** The header badge: the sum of quantities. */
export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

/** Lines in cents for `computeTotals` (with who ships each), so the cart shows what checkout will charge. */
export function cartLines(cart: readonly CartItem[]): PricedLine[] {
  return cart.map((item) => ({
    unitPriceCents: toCents(item.price),
    quantity: item.quantity,
    sellerId: item.sellerId ?? null,
    shippingCostCents: toCents(item.shippingCost ?? 0),
  }));
}

/** Who ships each parcel, by seller id ('PhoneHub' parcels have a null seller and no entry). */
export function cartSellerNames(cart: readonly CartItem[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of cart)
    if (item.sellerId && !names.has(item.sellerId)) names.set(item.sellerId, item.sellerName ?? '');
  return names;
}
