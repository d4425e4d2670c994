import type { Product } from '@phonehub/contracts';
import { ArrowRightIcon, Badge, buttonClass, cx, Skeleton } from '@phonehub/ui';
import { Link } from 'react-router-dom';
import { conditionTone, stockState } from './product-format';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';

export type ProductCardLayout = 'grid' | 'list';

export interface ProductCardProps {
  product: Product;
  layout?: ProductCardLayout;
  /** Heading level of the name within the page; 3 by default. */
  headingLevel?: 2 | 3;
}

/** One product in a listing: picture, name, grade, price, rating, stock and View Details. */
export function ProductCard({ product, layout = 'grid', headingLevel = 3 }: ProductCardProps) {
  const href = `/product/${encodeURIComponent(product.id)}`;
  const stock = stockState(product.stock);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const details = [product.storage, product.color].filter(Boolean).join(' · ');
  return (
    <article
      className={cx('product-card', `product-card--${layout}`, !stock.available && 'is-sold-out')}
      aria-label={product.name}
    >
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.image_url} alt="" />
        {product.discount_percentage !== null && product.discount_percentage > 0 && (
          <span className="product-card__ribbon">−{product.discount_percentage}%</span>
        )}
      </Link>
      <div className="product-card__body">
        <div className="product-card__tags">
          <Badge tone={conditionTone(product.condition)}>{product.condition}</Badge>
          {stock.tone !== 'success' && <Badge tone={stock.tone}>{stock.label}</Badge>}
        </div>
        <Heading className="product-card__name">{product.name}</Heading>
        {details && <p className="product-card__details">{details}</p>}
        {product.seller && <p className="product-card__seller">Sold by {product.seller.company_name}</p>}
        {layout === 'list' && product.description && (
          <p className="product-card__summary">{product.description}</p>
        )}
        <ProductRating rating={product.rating} count={product.review_count} />
        <ProductPrice
          price={product.price}
          originalPrice={product.original_price}
          discountPercentage={product.discount_percentage}
        />
        <Link
          to={href}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'product-card__cta' })}
        >
          View Details<span className="ph-visually-hidden"> for {product.name}</span>{' '}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </article>
  );
}

/** The shape of a card while the products load. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: ProductCardLayout }) {
  return (
    <div
      className={cx('product-card', `product-card--${layout}`, 'product-card--skeleton')}
      aria-hidden="true"
    >
      <div className="product-card__media">
        <Skeleton className="product-card__skeleton-image" />
      </div>
      <div className="product-card__body">
        <Skeleton style={{ width: '35%', height: 20 }} />
        <Skeleton style={{ width: '90%', height: 22 }} />
        <Skeleton style={{ width: '60%', height: 16 }} />
        <Skeleton style={{ width: '45%', height: 26 }} />
        <Skeleton style={{ width: '100%', height: 36 }} />
      </div>
    </div>
  );
}
