import { formatDollars } from '@phonehub/domain';

/** '$1,234.50': the API's dollar amounts as the portal shows them ($0.00 when a figure is missing). */
export function formatMoney(value: number | null | undefined): string {
  return formatDollars(Number.isFinite(value) ? (value as number) : 0);
}

/** '#1a2b3c4d': the short order reference, the last 8 characters of its id. */
export function orderReference(id: string): string {
  return `#${id.slice(-8)}`;
}
