import type { BuyLabelRequest, ShippingMethodName, ShippingQuote, ShippingRate } from '@phonehub/contracts';
import { formatCents, SHIPPING_METHODS } from '@phonehub/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { failureDetail } from '../hooks/use-notified-mutation';
import { Badge } from './badge';
import { ConfirmDialog } from './confirm-dialog';
import { QueryFallback } from './query-view';

const days = (rate: ShippingRate) =>
  rate.delivery_days === null
    ? 'delivery time not given'
    : `${rate.delivery_days} ${rate.delivery_days === 1 ? 'day' : 'days'}`;

export interface BuyLabelDialogProps {
  /** The carrier's quote for the parcel (the app's GET …/label-rates), the shipping method's rate first. */
  rates: UseQueryResult<ShippingQuote>;
  /** The order's shipping method: the first rate is marked as it. */
  shippingMethod: ShippingMethodName;
  /** The parcel in words, e.g. `Order #AA11BB22 for Dana Buyer`; its shipping method follows. */
  parcel: string;
  /** The rates' heading, e.g. "Rates for your parcel". */
  legend: string;
  /** What the shipper does when the carrier offers no rate. */
  noRates: string;
  /**
   * Buys the chosen rate (the app's POST …/label). Resolving closes the dialog; `false` keeps it
   * open (e.g. the app shows the bought label next), and rejecting shows `buying`'s failure.
   */
  onBuy: (rate: BuyLabelRequest) => unknown;
  /** The purchase, whose failure the dialog says. */
  buying: { isError: boolean; error: unknown };
  onClose: () => void;
}

/**
 * The carrier's rates for an order's parcel (mount it to open it), the first (the API puts the
 * order's shipping method's first) marked and chosen; "Buy label" buys the chosen one. Each app
 * brings its own quote and purchase (the seller's parcel, PhoneHub's from the warehouse).
 */
export function BuyLabelDialog({
  rates,
  shippingMethod,
  parcel,
  legend,
  noRates,
  onBuy,
  buying,
  onClose,
}: BuyLabelDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const quote = rates.data;
  const rateId = chosen ?? quote?.rates[0]?.id ?? null;
  const method = SHIPPING_METHODS[shippingMethod]?.label ?? shippingMethod;

  const confirm = () => {
    // Nothing to buy before the carrier quotes (the body says why meanwhile).
    if (!quote || !rateId) return false;
    return onBuy({ quote_id: quote.quote_id, rate_id: rateId });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Buy a shipping label"
      description={`${parcel}, ${method} shipping`}
      confirmLabel="Buy label"
      busyLabel="Buying label..."
      onConfirm={confirm}
      error={failureDetail(buying)}
      errorTitle="The label was not bought"
    >
      {quote ? (
        quote.rates.length === 0 ? (
          <p>{noRates}</p>
        ) : (
          <fieldset className="ph-rates">
            <legend>{legend}</legend>
            {quote.rates.map((rate, index) => (
              <label key={rate.id} className="ph-rates__rate">
                <input
                  type="radio"
                  name="label-rate"
                  value={rate.id}
                  checked={rate.id === rateId}
                  onChange={() => setChosen(rate.id)}
                />
                <span className="ph-rates__name">
                  {rate.carrier} {rate.service}
                  {index === 0 && <Badge tone="brand">{method} shipping</Badge>}
                </span>
                <span className="ph-rates__days">{days(rate)}</span>
                <span className="ph-rates__price">{formatCents(rate.amount_cents)}</span>
              </label>
            ))}
          </fieldset>
        )
      ) : (
        <QueryFallback
          query={rates}
          loadingLabel="Getting the carrier's rates..."
          error={(error) => ({
            title: 'The rates could not be loaded',
            description: failureDetail({ isError: true, error }),
          })}
        />
      )}
    </ConfirmDialog>
  );
}
