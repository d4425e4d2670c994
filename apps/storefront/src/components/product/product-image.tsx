import { cx, ImageIcon } from '@phonehub/ui';
import { useState } from 'react';

export interface ProductImageProps {
  src: string | null | undefined;
  /** Empty for a decorative copy of an image described nearby. */
  alt: string;
  className?: string;
  /** Eager for the first thing on the page (the product's main image). */
  loading?: 'lazy' | 'eager';
  width?: number;
  height?: number;
}

/** A product picture in a square frame; a neutral placeholder when there is none or it fails. */
export function ProductImage({
  src,
  alt,
  className,
  loading = 'lazy',
  width = 400,
  height = 400,
}: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src;
  return (
    <div className={cx('product-image', className)}>
      {usable ? (
        <img
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          width={width}
          height={height}
          onError={() => setFailed(src)}
        />
      ) : (
        <span
          className="product-image__placeholder"
          role={alt ? 'img' : undefined}
          aria-label={alt ? `${alt} (no image)` : undefined}
        >
          <ImageIcon size={40} />
        </span>
      )}
    </div>
  );
}
