import { formatCents, toCents, tradeQuoteValid } from '@phonehub/domain';
import type { DevicePricingService } from './device-pricing.service';
import type { TradeRequestEntity } from './entities/trade-request.entity';

/**
 * The device arrived, by the admin's hand (a walk-in) or the carrier's delivery: the trade was
 * received then, and once its 30-day quote has lapsed it is re-quoted at today's price (unless the
 * admin set a value, `finalCents`). Answers the re-quote's timeline note, or null. The caller has
 * moved the status and saves the row.
 */
export async function receiveDevice(
  devices: DevicePricingService,
  row: TradeRequestEntity,
  at: Date,
  finalCents: number | null,
): Promise<string | null> {
  row.receivedAt = at;
  if (finalCents !== null || !row.approvedAt || tradeQuoteValid(row.approvedAt, at)) return null;
  return requote(devices, row);
}

/** The quote has lapsed: today's price for the device as described, when it is still priced. */
async function requote(devices: DevicePricingService, row: TradeRequestEntity): Promise<string | null> {
  const device = await devices.findDevice(row.brand, row.model);
  if (!device) return null;
  try {
    row.finalValueCents = toCents(devices.estimate(device, row.condition, row.storage));
  } catch {
    return null;
  }
  return `The quote had expired; re-quoted at today's price: ${formatCents(row.finalValueCents)}`;
}
