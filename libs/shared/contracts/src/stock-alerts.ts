/** POST /api/products/{id}/stock-alerts: the address to mail; a signed-in shopper may leave it out (their account's). */
export interface CreateStockAlertRequest {
  email?: string;
}

/** `subscribed` (201) for a new request, `already_subscribed` (200) when one is pending for that address. */
export interface StockAlertResponse {
  status: 'subscribed' | 'already_subscribed';
  /** The sentence the page shows. */
  message: string;
}

export const STOCK_ALERT_TEXTS = {
  action: "Email me when it's back",
  subscribed: "We'll email you when it's back",
  alreadySubscribed: "You're already on the list. We'll email you when it's back",
  /** 409: the product came back while the page was open. */
  inStock: 'Good news: this product is back in stock. Reload the page to buy it.',
} as const;
