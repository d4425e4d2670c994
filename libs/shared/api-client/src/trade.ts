import type {
  CreateTradeRequest,
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

interface CallOptions {
  signal?: AbortSignal;
}

/** Brand → models with their storage options and conditions (public). */
export function getTradeDevices(options: CallOptions = {}): Promise<TradeDeviceCatalogue> {
  return apiRequest('GET', '/trade/devices', options);
}

/** The server's estimate for one device (public); 404 for an unknown device. */
export function getTradeQuote(
  body: TradeQuoteRequest,
  options: CallOptions = {},
): Promise<TradeQuoteResponse> {
  return apiRequest('POST', '/trade/quote', { ...options, body });
}

export function getTradePartners(options: CallOptions = {}): Promise<TradePartner[]> {
  return apiRequest('GET', '/trade/partners', options);
}

/** Uploads one photo (multipart); the answer's id and token go in a trade request's `images`. */
export function uploadTradeImage(file: Blob, options: CallOptions = {}): Promise<TradeImageUploadResponse> {
  const body = new FormData();
  body.append('file', file, (file as File).name || 'photo');
  return apiRequest('POST', '/trade/images', { ...options, body });
}

/** Submits a trade, as a guest or with the stored token. */
export function createTradeRequest(
  body: CreateTradeRequest,
  options: CallOptions = {},
): Promise<CreateTradeResponse> {
  return apiRequest('POST', '/trade/requests', { ...options, body });
}

/** The signed-in user's trades, newest first. */
export function getMyTrades(options: CallOptions = {}): Promise<TradeRequest[]> {
  return apiRequest('GET', '/trade/requests', options);
}

/** One of the user's trades (admins see any); 404 otherwise. */
export function getTrade(id: string, options: CallOptions = {}): Promise<TradeRequest> {
  return apiRequest('GET', `/trade/requests/${encodeURIComponent(id)}`, options);
}

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
  return apiRequest('POST', `/trade/requests/${encodeURIComponent(id)}/${action}`, { ...options, body });
}

/** Chooses the payout, once: store credit (value + 10 %, at once) or a bank transfer. */
export function chooseTradePayout(
  id: string,
  body: TradePayoutRequest,
  options: CallOptions = {},
): Promise<TradeRequest> {
  return apiRequest('POST', `/trade/requests/${encodeURIComponent(id)}/payout`, { ...options, body });
}
