import type { Product } from '@phonehub/contracts';
import { formatDollars } from '@phonehub/domain';
import { Badge } from '@phonehub/ui';
import { Link } from 'react-router-dom';
import { conditionTone } from '../../../components/product/product-format';
import { useProducts } from '../../../api/get-products';
import './in-stock-alternatives.css';

/** How many other listings of the model a sold-out page offers. */
const ALTERNATIVES = 6;

/**
 * A sold-out product's page offers the same model in the grades and storage that are in stock
 * (GET /api/products by brand and exact model, in stock only). Says nothing when there are none.
 */
export function InStockAlternatives({ product }: { product: Product }) {
  const others = useProducts({
    brand: product.brand,
    model: product.model,
    includeOutOfStock: 'false',
    sort: 'price',
    limit: ALTERNATIVES + 1,
  });
  const options = (others.data?.products ?? [])
    .filter((p) => p.id !== product.id && p.stock > 0)
    .slice(0, ALTERNATIVES);
  if (options.length === 0) return null;
  return (
    <section className="in-stock-alternatives" aria-labelledby="in-stock-alternatives-title">
      <h2 id="in-stock-alternatives-title" className="in-stock-alternatives__title">
        {product.model} in stock in other grades
      </h2>
      <ul className="in-stock-alternatives__list">
        {options.map((option) => (
          <li key={option.id}>
            <Link to={`/product/${encodeURIComponent(option.id)}`} className="in-stock-alternatives__option">
              <Badge tone={conditionTone(option.condition)}>{option.condition}</Badge>
              <span>{[option.storage, option.color].filter(Boolean).join(' · ')}</span>
              <strong>{formatDollars(option.price)}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
