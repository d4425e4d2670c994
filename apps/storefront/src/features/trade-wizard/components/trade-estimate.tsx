import { formatDollars } from '@phonehub/domain';
import { Spinner, TagIcon } from '@phonehub/ui';
import { useTradeEstimate, type TradeQuoteRequest } from '../api/get-trade-quote';

/** The quote for the chosen device; the server's or, when it cannot answer, the local estimate. */
export function TradeEstimate({ quote }: { quote: TradeQuoteRequest | null }) {
  const estimate = useTradeEstimate(quote);
  if (!quote) {
    return (
      <p className="trade-estimate trade-in-estimate--empty">
        Choose brand, model, storage and condition to see your estimate.
      </p>
    );
  }
  if (!estimate.data) {
    return (
      <div className="trade-in-estimate">
        <Spinner label="Getting your estimate..." />
      </div>
    );
  }
  return (
    <div className="trade-in-estimate" role="status" data-testid="trade-estimate">
      <TagIcon size={22} className="trade-in-estimate__icon" />
      <div>
        <p className="trade-in-estimate__value">Estimated Value: {formatDollars(estimate.data.value)}</p>
        <p className="trade-in-estimate__note">
          {estimate.data.fallback
            ? 'Our pricing service is unavailable, so this is a typical estimate for a device in this condition. '
            : 'Based on current prices for this model. '}
          This is an estimate: the final value is confirmed after inspection.
        </p>
      </div>
    </div>
  );
}
