import { cx } from '../cx';
import { StarIcon } from './icons';

export interface RatingStarsProps {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  /** Pixel size of each star; 16 by default. */
  size?: number;
  /** What assistive tech reads; 'Rated 4.5 out of 5' by default. */
  label?: string;
  className?: string;
}

/** Five stars filled to `value`, read as one image with a text label. */
export function RatingStars({ value, size = 16, label, className }: RatingStarsProps) {
  const rating = Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <span role="img" aria-label={label ?? `Rated ${rating} out of 5`} className={cx('ph-stars', className)}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.min(1, Math.max(0, rating - i));
        return (
          <span key={i} className="ph-stars__star" style={{ width: size, height: size }}>
            <StarIcon size={size} className="ph-stars__empty" />
            {fill > 0 && (
              <span className="ph-stars__fill" style={{ width: `${fill * 100}%` }}>
                <StarIcon size={size} fill="currentColor" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
