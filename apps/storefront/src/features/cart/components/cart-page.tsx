import {
  CART_MAX_QUANTITY,
  CLAIMS,
  cartLines,
  computeTotals,
  formatCents,
  formatDollars,
  FREE_SHIPPING_THRESHOLD_CENTS,
  SHIPPING_METHODS,
  TAX_RATE,
  toCents,
  type CartItem,
} from '@phonehub/domain';
import { Badge, Button, buttonClass, LockIcon, QuantityStepper, TrashIcon } from '@phonehub/ui';
import { Link } from 'react-router-dom';
import { conditionTone, variantText } from '../../../components/product/product-format';
import { ProductImage } from '../../../components/product/product-image';
import { useCart } from '../../../stores/cart-store';
import { ParcelShippingRows } from '../../../components/parcel-shipping-rows';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';
import { EmptyCartPage } from '../../../components/empty-cart-page';

export function CartPage() {
  usePageTitle(PAGE_TITLES['/cart']);
  const cart = useCart();

  if (cart.items.length === 0) {
    return (
      <EmptyCartPage
        title="Your cart"
        description={`Find a refurbished phone, laptop, tablet and more, each with a ${CLAIMS.warrantyMonths}-month warranty and ${CLAIMS.returnDays}-day returns.`}
      />
    );
  }

  return (
    <div className="ph-container page">
      <div className="cart__header">
        <div>
          <h1 className="page__title">Your cart</h1>
          <p className="page__subtitle">
            {cart.count} {cart.count === 1 ? 'item' : 'items'}
          </p>
        </div>
        <Button variant="ghost" size="sm" className="cart__clear" onClick={cart.clear}>
          <TrashIcon size={16} /> Clear cart
        </Button>
      </div>

      <div className="cart">
        <section aria-labelledby="cart-items-title" className="cart__items">
          <h2 id="cart-items-title" className="ph-visually-hidden">
            Items
          </h2>
          <ul className="cart-lines">
            {cart.items.map((item) => (
              <li key={item.id}>
                <CartLine
                  item={item}
                  onQuantity={(q) => cart.setQuantity(item.id, q)}
                  onRemove={() => cart.remove(item.id)}
                />
              </li>
            ))}
          </ul>
          <Link to="/marketplace" className="cart__continue">
            ← Continue Shopping
          </Link>
        </section>

        <OrderSummary items={cart.items} count={cart.count} />
      </div>
    </div>
  );
}

function CartLine({
  item,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const href = `/product/${encodeURIComponent(item.id)}`;
  const max = Math.max(1, Math.min(CART_MAX_QUANTITY, item.stock ?? CART_MAX_QUANTITY));
  const variant = variantText(item);
  return (
    <article className="cart-line" aria-label={item.name}>
      <Link to={href} className="cart-line__image" tabIndex={-1} aria-hidden="true">
        <ProductImage src={item.image} alt="" width={160} height={160} />
      </Link>
      <div className="cart-line__info">
        <h3 className="cart-line__name">
          <Link to={href}>{item.name}</Link>
        </h3>
        <p className="cart-line__meta">
          {item.condition && <Badge tone={conditionTone(item.condition)}>{item.condition}</Badge>}
          {variant && <span>{variant}</span>}
        </p>
        <p className="cart-line__unit">
          {formatDollars(item.price)} <span className="text-muted">each</span>
        </p>
      </div>
      <div className="cart-line__controls">
        <QuantityStepper
          size="sm"
          label={`Quantity of ${item.name}`}
          value={item.quantity}
          max={max}
          onChange={onQuantity}
        />
        <p className="cart-line__total">
          <span className="ph-visually-hidden">Line total: </span>
          {formatCents(toCents(item.price) * item.quantity)}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="cart-line__remove"
          onClick={onRemove}
          aria-label={`Remove ${item.name}`}
        >
          <TrashIcon size={16} /> Remove
        </Button>
      </div>
    </article>
  );
}

/** The figures checkout will charge for standard shipping (the same domain rule). */
function OrderSummary({ items, count }: { items: CartItem[]; count: number }) {
  const totals = computeTotals(cartLines(items), 'standard');
  // The free standard threshold counts PhoneHub's own items; sellers charge their own shipping.
  const shop = totals.parcels.find((p) => p.sellerId === null);
  const toFreeShipping = FREE_SHIPPING_THRESHOLD_CENTS - (shop?.subtotalCents ?? 0);
  const fromSellers = totals.parcels.some((p) => p.sellerId !== null);
  const express = SHIPPING_METHODS.express;
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        Order summary
      </h2>
      <dl className="order-summary__rows">
        <div>
          <dt>
            Subtotal ({count} {count === 1 ? 'item' : 'items'})
          </dt>
          <dd data-testid="summary-subtotal">{formatCents(totals.subtotalCents)}</dd>
        </div>
        <div>
          <dt>Tax ({Math.round(TAX_RATE * 100)}%)</dt>
          <dd data-testid="summary-tax">{formatCents(totals.taxCents)}</dd>
        </div>
        <ParcelShippingRows totals={totals} items={items} method="standard" testId="summary-shipping" />
        <div className="order-summary__total">
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatCents(totals.totalCents)}</dd>
        </div>
      </dl>
      {shop ? (
        <p className="order-summary__note">
          {toFreeShipping > 0
            ? `Add ${formatCents(toFreeShipping)} more${fromSellers ? " of PhoneHub's own items" : ''} for free standard shipping (orders of $${CLAIMS.freeShippingThresholdDollars} or more).`
            : fromSellers
              ? "PhoneHub's items ship free with standard shipping."
              : 'Your order ships free with standard shipping.'}{' '}
          Express shipping ({formatCents(express.priceCents)}, {express.days}) can be chosen at checkout.
          {fromSellers && ' Marketplace sellers ship their own items at their own shipping cost.'}
        </p>
      ) : (
        <p className="order-summary__note">
          Marketplace sellers ship their own items at their own shipping cost.
        </p>
      )}
      <Link to="/checkout" className={buttonClass({ size: 'lg', block: true })}>
        <LockIcon size={18} /> Proceed to Checkout
      </Link>
    </aside>
  );
}
