import { formatCents, toCents, type CartItem } from '@phonehub/domain';
import { ChevronDownIcon } from '@phonehub/ui';
import { useId, useState, type ReactNode } from 'react';

/**
 * The cart beside the Shipping form: always open on a wide screen (the toggle is hidden there), and
 * folded under "Show order summary" on a phone so the form comes first.
 */
export function CheckoutSummary({
  items,
  totalCents,
  children,
}: {
  items: readonly CartItem[];
  totalCents: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <aside className="checkout-summary" aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className="checkout-summary__title">
        Order summary
      </h2>
      <button
        type="button"
        className="checkout-summary__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{open ? 'Hide order summary' : 'Show order summary'}</span>
        <span className="checkout-summary__toggle-total">{formatCents(totalCents)}</span>
        <ChevronDownIcon size={18} className="checkout-summary__chevron" />
      </button>
      <div
        id={bodyId}
        className="checkout-summary__body"
        data-open={open || undefined}
        data-testid="checkout-summary"
      >
        <CheckoutLines items={items} label="Items in your order" />
        {children}
      </div>
    </aside>
  );
}

/** The cart's lines with their totals: the Shipping step's summary and the Review step list the same. */
export function CheckoutLines({ items, label }: { items: readonly CartItem[]; label: string }) {
  return (
    <ul className="checkout-lines" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="checkout-line">
          <span className="checkout-line__name">
            {item.name} <span className="text-muted">× {item.quantity}</span>
          </span>
          <span className="checkout-line__total">{formatCents(toCents(item.price) * item.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
