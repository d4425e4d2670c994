import { formatCents } from '@phonehub/domain';
import { Checkbox } from '@phonehub/ui';

/** The store credit an order would take: as much as the balance holds, up to the total. */
export const creditToApply = (balanceCents: number, totalCents: number): number =>
  Math.min(balanceCents, totalCents);

/**
 * "Apply store credit" for a signed-in shopper with a balance: the order takes what it needs and
 * the card pays the rest (nothing at all when the credit covers it).
 */
export function StoreCreditToggle({
  balanceCents,
  totalCents,
  checked,
  onChange,
  disabled,
}: {
  balanceCents: number;
  totalCents: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  if (balanceCents <= 0) return null;
  const applied = creditToApply(balanceCents, totalCents);
  return (
    <div className="checkout-credit">
      <Checkbox
        label={`Apply store credit (balance ${formatCents(balanceCents)})`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {checked && (
        <dl className="order-summary__rows">
          <div>
            <dt>Store credit</dt>
            <dd data-testid="checkout-credit">−{formatCents(applied)}</dd>
          </div>
          <div className="order-summary__total">
            <dt>To pay by card</dt>
            <dd data-testid="checkout-card-total">{formatCents(totalCents - applied)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
