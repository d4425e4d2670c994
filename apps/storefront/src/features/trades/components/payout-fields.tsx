import type { ReactNode } from 'react';
import type { TradePayoutMethod, TradePayoutRequest } from '@phonehub/contracts';

/**
 * What a payout choice sends: the method alone. A bank transfer takes no bank details here: the
 * payment provider's own page takes them once the customer sets up payouts (see bank-payout.tsx).
 */
export function payoutBody(method: TradePayoutMethod): TradePayoutRequest {
  return { method };
}

/** Under the bank choice: where the bank details go instead of this form. */
export const BANK_TRANSFER_HINT =
  'After choosing, you set up payouts with our payment provider: it asks for your bank details on its own secure page (we never see them), then we send the transfer.';

/** The two payout methods as radios (each caller words the store-credit line for its reader), then
 * what the caller adds to the group. */
export function PayoutMethodChoice({
  name,
  method,
  onChange,
  storeCredit,
  bankTransfer,
  children,
}: {
  name: string;
  method: TradePayoutMethod;
  onChange: (method: TradePayoutMethod) => void;
  storeCredit: ReactNode;
  bankTransfer: ReactNode;
  children?: ReactNode;
}) {
  const radio = (value: TradePayoutMethod, label: ReactNode) => (
    <label className="trade-payout__method">
      <input
        type="radio"
        name={name}
        value={value}
        checked={method === value}
        onChange={() => onChange(value)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="trade-payout__methods">
      <legend>How would you like to be paid?</legend>
      {radio('store_credit', storeCredit)}
      {radio('bank_transfer', bankTransfer)}
      {method === 'bank_transfer' && <p className="trade-page__hint">{BANK_TRANSFER_HINT}</p>}
      {children}
    </fieldset>
  );
}
