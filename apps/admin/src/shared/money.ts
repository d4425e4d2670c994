import { formatDollars } from '@phonehub/domain';

/** '$1,234.50': the API's dollar amounts as the portal shows them ($0.00 when a figure is missing). */
export function formatMoney(value: number | null | undefined): string {
  return formatDollars(Number.isFinite(value) ? (value as number) : 0);
}
