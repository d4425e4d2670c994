import { cx, ImageIcon } from '@phonehub/ui';

/** A device photo, or a placeholder when the trade has none. Decorative unless given `alt`. */
export function TradeThumb({
  src,
  alt = '',
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
}) {
  if (!src) {
    return (
      <span className={cx('trade-thumb', 'trade-thumb--empty', className)} aria-hidden="true">
        <ImageIcon size={24} />
      </span>
    );
  }
  return <img className={cx('trade-thumb', className)} src={src} alt={alt} loading="lazy" />;
}
