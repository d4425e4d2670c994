import { useId, useState, type KeyboardEvent } from 'react';
import { cx } from '../cx';
import { MinusIcon, PlusIcon } from './icons';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  /** Called with a whole number within min..max (typed values are clamped). */
  onChange: (value: number) => void;
  /** The accessible name of the input, e.g. 'Quantity' or 'Quantity of iPhone 14'. */
  label: string;
  /** Show `label` above the control; otherwise it is only announced. */
  showLabel?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
  id?: string;
  className?: string;
}

/** − [n] + with keyboard entry; the buttons stop at the bounds. */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  label,
  showLabel = false,
  disabled = false,
  size = 'md',
  id,
  className,
}: QuantityStepperProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  // What is being typed, until it is committed (blur or Enter); null shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(min, max);
  // 'Quantity of iPhone 14' → 'Decrease quantity of iPhone 14' (only the first letter changes case).
  const named = label.charAt(0).toLowerCase() + label.slice(1);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(typed)) return;
    const next = Math.min(upper, Math.max(min, Math.round(typed)));
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };

  return (
    <div className={cx('ph-stepper-field', className)}>
      {showLabel && (
        <label htmlFor={inputId} className="ph-label">
          {label}
        </label>
      )}
      <div
        className={cx('ph-stepper', size === 'sm' && 'ph-stepper--sm', disabled && 'is-disabled')}
        role="group"
        aria-label={label}
      >
        <button
          type="button"
          className="ph-stepper__btn"
          aria-label={`Decrease ${named}`}
          aria-controls={inputId}
          disabled={disabled || value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <MinusIcon size={16} />
        </button>
        <input
          id={inputId}
          className="ph-stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={upper}
          step={1}
          aria-label={showLabel ? undefined : label}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="ph-stepper__btn"
          aria-label={`Increase ${named}`}
          aria-controls={inputId}
          disabled={disabled || value >= upper}
          onClick={() => onChange(Math.min(upper, value + 1))}
        >
          <PlusIcon size={16} />
        </button>
      </div>
    </div>
  );
}
