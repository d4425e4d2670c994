import { cx } from '@phonehub/ui';
import { formatDollars } from '@phonehub/domain';

export interface ProductPriceProps {
  price: number;
  originalPrice: number | null;
  discountPercentage: number | null;
  size?: 'md' | 'lg';
  className?: string;
}

/** The price, the price new struck through and the saving in percent (when there is one). */
export function ProductPrice({
  price,
  originalPrice,
  discountPercentage,
  size = 'md',
  className,
}: ProductPriceProps) {
  const discounted = originalPrice !== null && originalPrice > price;
  return (
    <p className={cx('product-price', size === 'lg' && 'product-price--lg', className)}>
      <span className="product-price__now">
        <span className="ph-visually-hidden">Price: </span>
        {formatDollars(price)}
      </span>
      {discounted && (
        <>
          <s className="product-price__was">
            <span className="ph-visually-hidden">Original price: </span>
            {formatDollars(originalPrice)}
          </s>
          {discountPercentage !== null && discountPercentage > 0 && (
            <span className="product-price__off">{discountPercentage}% off</span>
          )}
        </>
      )}
    </p>
  );
}
