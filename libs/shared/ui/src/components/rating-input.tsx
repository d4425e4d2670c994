import { useId, useState } from 'react';
import { cx } from '../cx';
import { AlertIcon, StarIcon } from './icons';

export interface RatingInputProps {
  /** The legend of the group, e.g. 'Rating'. */
  label: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  /** Radio group name; generated when left out. */
  name?: string;
  error?: string | null;
  required?: boolean;
  className?: string;
}

const starLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/** 1 to 5 stars as real radio inputs: arrow keys move between them, each is labelled '4 stars'. */
export function RatingInput({ label, value, onChange, name, error, required, className }: RatingInputProps) {
  const autoId = useId();
  const group = name ?? `rating-${autoId}`;
  const errorId = error ? `${group}-error` : undefined;
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset
      className={cx('ph-rating-input', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
      onMouseLeave={() => setHover(0)}
    >
      <legend className="ph-label">
        {label}
        {required && (
          <span className="ph-required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="ph-rating-input__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className={cx('ph-rating-input__star', n <= shown && 'is-on')}
            onMouseEnter={() => setHover(n)}
          >
            <input
              type="radio"
              className="ph-visually-hidden"
              name={group}
              value={n}
              checked={value === n}
              required={required}
              onChange={() => onChange(n)}
            />
            <StarIcon size={28} fill={n <= shown ? 'currentColor' : 'none'} />
            <span className="ph-visually-hidden">{starLabel(n)}</span>
          </label>
        ))}
        <span className="ph-rating-input__text" aria-hidden="true">
          {value ? `${starLabel(value)}` : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="ph-field-error">
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
