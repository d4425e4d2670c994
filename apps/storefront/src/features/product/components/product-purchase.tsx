import type { Product } from '@phonehub/contracts';
import { CART_MAX_QUANTITY, formatDollars, TIMINGS } from '@phonehub/domain';
import {
  Badge,
  Button,
  CartIcon,
  CheckIcon,
  QuantityStepper,
  ReturnIcon,
  ShieldIcon,
  TruckIcon,
} from '@phonehub/ui';
import { useEffect, useRef, useState } from 'react';
import { stockState } from '../../../components/product/product-format';
import { useCart } from '../../../stores/cart-store';
import { saleTerms } from '../sale-terms';
import './product-purchase.css';

/**
 * Stock, the quantity (1 to min(10, stock)) and Add to Cart, which reads 'Added to Cart' for 3 s.
 * On a phone the price and Add to Cart sit in a bar at the bottom of the screen. `busy`: another
 * listing is being opened, so this one is not to be added.
 */
export function ProductPurchase({ product, busy = false }: { product: Product; busy?: boolean }) {
  const cart = useCart();
  const stock = stockState(product.stock);
  const terms = saleTerms(product);
  const max = Math.max(1, Math.min(CART_MAX_QUANTITY, product.stock));
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const addToCart = () => {
    if (!cart.add(product, quantity)) return;
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), TIMINGS.addedToCartMs);
  };

  return (
    <div className="purchase">
      <p className="purchase__stock">
        <Badge tone={stock.tone}>{stock.label}</Badge>
      </p>
      <div className="purchase__row">
        <QuantityStepper
          label="Quantity"
          showLabel
          value={Math.min(quantity, max)}
          max={max}
          onChange={setQuantity}
          disabled={!stock.available || busy}
        />
        <div className="purchase__bar">
          {/* The page states the price above; this copy is for the eye, beside the button on a phone. */}
          <p className="purchase__bar-price" aria-hidden="true">
            {formatDollars(product.price)}
          </p>
          <Button size="lg" className="purchase__add" onClick={addToCart} disabled={!stock.available || busy}>
            {added ? (
              <>
                <CheckIcon size={20} /> Added to Cart
              </>
            ) : (
              <>
                <CartIcon size={20} /> Add to Cart
              </>
            )}
          </Button>
        </div>
      </div>
      <ul className="purchase__assurances">
        <li>
          <ShieldIcon size={18} /> {terms.warranty}
        </li>
        <li>
          <ReturnIcon size={18} /> {terms.returns}
        </li>
        <li>
          <TruckIcon size={18} /> {terms.shipping}
        </li>
      </ul>
    </div>
  );
}
