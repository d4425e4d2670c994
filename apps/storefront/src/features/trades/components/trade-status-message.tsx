import type { TradeStatusName } from '@phonehub/contracts';
import { TRADE_FINAL_PRICE_PENDING, TRADE_STATUS_MESSAGES } from '@phonehub/domain';

/** The spec's sentence for a status; an approved trade without a final value adds the inspection note. */
export function TradeStatusMessage({
  status,
  finalValue,
}: {
  status: TradeStatusName;
  finalValue: number | null;
}) {
  const message = TRADE_STATUS_MESSAGES[status] as string | undefined;
  return (
    <>
      {message && <p className="trade-status__message">{message}</p>}
      {status === 'approved' && finalValue === null && (
        <p className="trade-status__note">{TRADE_FINAL_PRICE_PENDING}</p>
      )}
    </>
  );
}
