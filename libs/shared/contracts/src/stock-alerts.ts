/** POST /api/products/{id}/stock-alerts: the address to mail; a signed-in shopper may leave it out (their account's). */
export interface CreateStockAlertRequest {
  email?: string;
}

/**
 * `subscribed` (201) for a new request that alerts will go to; `confirmation_sent` (201 new, 200
 * again) when the address must first follow the link mailed to it (a guest, an account whose email
 * is not verified, or another address than the account's); `already_subscribed` (200) when a
 * confirmed request is pending for that address.
 */
export interface StockAlertResponse {
  status: 'subscribed' | 'confirmation_sent' | 'already_subscribed';
  /** The sentence the page shows. */
  message: string;
}

/** How long the link mailed to confirm a back-in-stock request works; an unconfirmed request then expires. */
export const STOCK_ALERT_CONFIRM_HOURS = 48;

export const STOCK_ALERT_TEXTS = {
  action: "Email me when it's back",
  subscribed: "We'll email you when it's back",
  alreadySubscribed: "You're already on the list. We'll email you when it's back",
  confirmationSent:
    'Check your email: follow the link we sent to confirm, and we will email you when it is back',
  /** The product page after the link was followed (?stock_alert=confirmed). */
  confirmed: "Confirmed: we'll email you when it's back",
  confirmLinkInvalid: `This confirmation link is invalid or has expired (links work for ${STOCK_ALERT_CONFIRM_HOURS} hours). Please ask again on the product's page.`,
  /** 409: the product came back while the page was open. */
  inStock: 'Good news: this product is back in stock. Reload the page to buy it.',
} as const;
