import type {
  CreateTradeRequest,
  PayoutAccountLink,
  CreateTradeResponse,
  TrackedTrade,
  TradeDeviceCatalogue,
  TradeImageUploadResponse,
  TradePartner,
  TradeQuoteRequest,
  TradeQuoteResponse,
  TradeActionRequest,
  TradePayoutRequest,
  TradeRequest,
} from '@phonehub/contracts';
import { apiRequest } from './http';
import { bodyCall, byId, fixedCall, idBodyCall, idCall, uploadCall, type CallOptions } from './endpoints';

const tradePath = byId('/trade/requests');

/** Brand → models with their storage options and conditions (public). */
export const getTradeDevices = fixedCall<TradeDeviceCatalogue>('GET', '/trade/devices');

/** The server's estimate for one device (public); 404 for an unknown device. */
export const getTradeQuote = bodyCall<TradeQuoteRequest, TradeQuoteResponse>('POST', '/trade/quote');

export const getTradePartners = fixedCall<TradePartner[]>('GET', '/trade/partners');

/** Uploads one photo (multipart); the answer's id and token go in a trade request's `images`. */
export const uploadTradeImage = uploadCall<TradeImageUploadResponse>('/trade/images', 'file', 'photo');

/** Submits a trade, as a guest or with the stored token. */
export const createTradeRequest = bodyCall<CreateTradeRequest, CreateTradeResponse>(
  'POST',
  '/trade/requests',
);

/** The signed-in user's trades, newest first. */
export const getMyTrades = fixedCall<TradeRequest[]>('GET', '/trade/requests');

/** One of the user's trades (admins see any); 404 otherwise. */
export const getTrade = idCall<TradeRequest>('GET', tradePath);

/**
 * Public tracking by tracking code, or by serial number with the email the trade was sent with
 * (the email is ignored for a tracking code): no personal data, no free text.
 */
export function trackTrade(
  codeOrSerial: string,
  options: CallOptions & { email?: string } = {},
): Promise<TrackedTrade> {
  const { email, ...rest } = options;
  return apiRequest('GET', `/trade/track/${encodeURIComponent(codeOrSerial.trim())}`, {
    ...rest,
    query: { email: email?.trim() },
  });
}

/** The customer's steps (owner signed in, or a guest with tracking code and email); 404 for anyone else. */
export type TradeAction = 'accept-offer' | 'decline-offer' | 'cancel';

/** Accepts or declines a counteroffer, or cancels before the device is received; answers the trade. */
export function actOnTrade(
  id: string,
  action: TradeAction,
  body: TradeActionRequest = {},
  options: CallOptions = {},
): Promise<TradeRequest> {
  return apiRequest('POST', tradePath(id) + `/${action}`, { ...options, body });
}

/** Chooses the payout, once: store credit (value + 10 %, at once) or a bank transfer (no bank details: see below). */
export const chooseTradePayout = idBodyCall<TradePayoutRequest, TradeRequest>(
  'POST',
  byId('/trade/requests', '/payout'),
);

/**
 * A bank payout goes to a recipient account at the payment provider: a fresh link to the provider's
 * page that sets it up (single-use, minutes long: open it at once). The owner signed in sends
 * nothing; a guest names the trade by its tracking code and sends its email.
 */
export const createTradePayoutLink = idBodyCall<TradeActionRequest, PayoutAccountLink>(
  'POST',
  byId('/trade/requests', '/payout-account/link'),
);
