/** Orders and payments (spec sections 3, 4 and 7). Money in responses is in dollars with 2 decimals unless named *_cents. */
import type { PageQuery, Paged } from './paging';
import type { SellerSummary } from './sellers';
import type { ParcelTracking } from './shipping';

export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
/** The statuses the admin dropdown offers (spec section 4). */
export type AdminOrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
/** `partially_refunded`: some of the payment went back; `refunded`: all of it. */
/**
 * `disputed`: the card holder's bank opened a dispute (chargeback) and it is not closed yet; it
 * reads `paid` (or `partially_refunded`) again when the shop wins it, `dispute_lost` when it loses.
 */
export type PaymentStatus =
  'unpaid' | 'paid' | 'failed' | 'partially_refunded' | 'refunded' | 'disputed' | 'dispute_lost';
export type ShippingMethodName = 'standard' | 'express';

export interface ShippingAddress {
  name: string;
  address_line_1: string;
  address_line_2?: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone?: string | null;
}

/** A cart line as the storefront sends it: only id and quantity count, the rest is ignored. */
export interface CheckoutCartItem {
  id: string;
  quantity: number;
  name?: string;
  price?: number;
  image?: string;
}

/** POST /api/payments/checkout/session and /api/payments/checkout/session/guest. */
export interface CheckoutSessionRequest {
  cart_items: CheckoutCartItem[];
  /** The storefront origin to come back to; must be one the API is configured for. */
  origin_url: string;
  email: string;
  shipping_address: ShippingAddress;
  shipping_method: ShippingMethodName;
}

export interface CheckoutSessionResponse {
  /** The payment page to redirect to. */
  url: string;
  session_id: string;
}

/** GET /api/payments/checkout/status/{session_id}. */
export interface CheckoutStatusResponse {
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  /** Cents. */
  amount_total: number;
  /** Our order behind the session: its last 8 characters are the reference the shopper sees. */
  order_id: string;
}

export interface OrderItem {
  /** The line's own id (what a return names in `order_item_id`). */
  id: string;
  product_id: string | null;
  product_name: string;
  name: string;
  brand: string;
  model: string;
  image: string | null;
  quantity: number;
  /** Unit price in dollars. */
  price: number;
  /** Who sells and ships the line; null: PhoneHub. */
  seller: SellerSummary | null;
}

/** One parcel: the lines one seller (or PhoneHub) shipped together, with its tracking number. */
export interface OrderShipment {
  /** "PhoneHub" or the seller's company. */
  sold_by: string;
  tracking_number: string;
  shipped_at: string;
  /** The OrderItem ids in the parcel. */
  item_ids: string[];
  /**
   * The carrier's tracking when the parcel left with a label bought here (its timeline), else null
   * (a tracking number typed by hand). The shopper's views send label_url null.
   */
  tracking: ParcelTracking | null;
}

/** One parcel of an order and the shipping charged for it when the order was placed. */
export interface OrderParcel {
  /** Who ships it; null: PhoneHub. */
  seller: SellerSummary | null;
  /** "PhoneHub" or the seller's company. */
  sold_by: string;
  /** Dollars. */
  subtotal: number;
  /** Dollars; 0 when it ships free. */
  shipping_cost: number;
  /**
   * The parcel's label and carrier tracking once a label was bought for it (status `label_created`
   * until the carrier's first scan), else null. label_url is the admin's only (null on the shopper's order).
   */
  tracking: ParcelTracking | null;
}

export interface Order {
  id: string;
  created_at: string;
  updated_at: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  email: string;
  items: OrderItem[];
  shipping_address: ShippingAddress;
  shipping_method: ShippingMethodName;
  tracking_number: string | null;
  notes: string | null;
  subtotal: number;
  tax: number;
  /** Dollars: the sum of the parcels' shipping. */
  shipping_cost: number;
  total: number;
  currency: string;
  /**
   * The shipping charged per parcel (PhoneHub's first, then each seller's); the API always sends it,
   * it is optional only for clients' fixtures made before parcels were charged.
   */
  parcels?: OrderParcel[];
  /** When it was marked delivered; a return may be asked for until 30 days after. */
  delivered_at: string | null;
  /** Dollars given back so far (0 when none): to the card and as store credit. */
  amount_refunded: number;
  /**
   * Dollars of the total paid with store credit (0 when none); the card paid the rest. The API
   * always sends it (and credit_refunded); they are optional only for clients' fixtures made before.
   */
  credit_applied?: number;
  /** Dollars of amount_refunded given back as store credit (refunds go to the card first, then to credit). */
  credit_refunded?: number;
  /** Its return request, if one was made (one per order). */
  return: OrderReturn | null;
  /** Parcels shipped so far; an order with several sellers ships per seller and is `shipped` when every line is. */
  shipments: OrderShipment[];
}

/** A refund of (part of) an order's payment, as the provider confirmed it. */
export interface OrderRefund {
  id: string;
  /** Dollars: card_amount + credit_amount. */
  amount: number;
  /** Dollars given back to the card through the payment provider. */
  card_amount: number;
  /** Dollars given back as store credit (on the shopper's credit once the refund succeeded). */
  credit_amount: number;
  reason: string;
  /** `pending` until the provider confirms; `failed` when it refused. A store-credit-only refund succeeds at once. */
  status: 'pending' | 'succeeded' | 'failed';
  created_at: string;
}

/** Admin views add who placed it (null names for guests). */
export interface AdminOrder extends Order {
  user_id: string | null;
  user_name: string | null;
  user_email: string;
  /** Every refund of the order, oldest first. */
  refunds: OrderRefund[];
}

/** POST /api/admin/orders/{id}/refund (admin). Answers the updated AdminOrder. */
export interface RefundOrderRequest {
  /** 3 to 500 characters. */
  reason: string;
  /** Cents; at least 1 and at most what is left to refund. Default: everything left. */
  amount_cents?: number;
}

/** Returns (30-day returns): requested → approved → received (units restocked, refund issued) → refunded, or requested → rejected. */
export type ReturnStatus = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

/** A line and how many of its units to send back. */
export interface ReturnItemRequest {
  order_item_id: string;
  quantity: number;
}

/** POST /api/orders/{id}/return (the order's owner, within 30 days of delivery). Answers the OrderReturn. */
export interface CreateReturnRequest {
  /** 10 to 1000 characters. */
  reason: string;
  /** Default: every unit of every line. */
  items?: ReturnItemRequest[];
}

export interface OrderReturnItem {
  order_item_id: string;
  product_name: string;
  quantity: number;
  /** Unit price in dollars. */
  price: number;
}

export interface OrderReturn {
  id: string;
  order_id: string;
  status: ReturnStatus;
  reason: string;
  /** The admin's note to the shopper (e.g. why it was rejected). */
  note: string | null;
  items: OrderReturnItem[];
  /** Dollars refunded (or to be refunded) for the returned units. */
  refund_amount: number;
  /** The prepaid return label (bought once the return is approved, with its label_url to print) and its tracking; null before. */
  label: ParcelTracking | null;
  created_at: string;
  updated_at: string;
}

/** GET /api/admin/returns rows: the return and who asked. */
export interface AdminOrderReturn extends OrderReturn {
  email: string;
  user_name: string | null;
}

/** Query of GET /api/admin/returns: sorts `created_at` (default `-created_at`); search matches email or order id. */
export interface AdminReturnsQuery extends PageQuery {
  status?: ReturnStatus;
}

/** PUT /api/admin/returns/{id} (admin): a legal move of the return machine; 409 INVALID_TRANSITION otherwise. */
export interface UpdateReturnRequest {
  status: ReturnStatus;
  /** Up to 1000 characters; shown to the shopper and mailed. */
  note?: string | null;
}

/** PUT /api/orders/{id}/status (admin): any known status may be asked for; one the order cannot move to is a 409 INVALID_TRANSITION. */
export interface UpdateOrderStatusRequest {
  status: OrderStatus;
  tracking_number?: string | null;
  notes?: string | null;
}

export interface OrderStats {
  total_orders: number;
  /** Dollars, paid orders only. */
  total_revenue: number;
  pending_orders: number;
  processing_orders: number;
  shipped_orders: number;
  delivered_orders: number;
  cancelled_orders: number;
  /** Dollars: total_revenue / paid orders, 2 decimals. */
  average_order_value: number;
}

/** Query of GET /api/admin/orders: sorts `created_at` (default `-created_at`) or `total`; search matches email or order id. */
export interface AdminOrdersQuery extends PageQuery {
  status?: OrderStatus;
}

export interface SalesSummary {
  /** Paid orders. */
  total_sales: number;
  total_revenue: number;
  /** The paid orders, one page at a time (GET /api/admin/sales takes a PageQuery). */
  sales: Paged<AdminOrder>;
}
