import { cx, ImageIcon } from '@phonehub/ui';
import { useState } from 'react';

/** A trade photo, or a placeholder when there is none or it fails to load. */
export function TradePhoto({
  src,
  alt,
  className,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        className={cx('trade-photo', 'trade-photo--empty', className)}
        role="img"
        aria-label={`No photo of ${alt}`}
      >
        <ImageIcon size={32} />
      </div>
    );
  }
  return (
    <img
      className={cx('trade-photo', className)}
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
