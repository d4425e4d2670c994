import { cx } from '../cx';
import { CheckIcon } from './icons';

export interface StepIndicatorProps {
  /** The steps' names in order; they are numbered from 1. */
  steps: readonly string[];
  /** The number of the step the user is on; those before it show a tick. */
  current: number;
  /** The list's accessible name (leave it out when a labelled landmark around it names it). */
  label?: string;
  /** 'sm' beside a progress bar: smaller, and the current step only outlined. */
  size?: 'md' | 'sm';
  className?: string;
}

/** Numbered steps of a multi-step form; the current one is marked with aria-current="step". */
export function StepIndicator({ steps, current, label, size = 'md', className }: StepIndicatorProps) {
  return (
    <ol className={cx('ph-steps', size === 'sm' && 'ph-steps--sm', className)} aria-label={label}>
      {steps.map((name, index) => {
        const n = index + 1;
        return (
          <li
            key={n}
            className={cx(
              'ph-steps__item',
              n === current && 'ph-steps__item--current',
              n < current && 'ph-steps__item--done',
            )}
            aria-current={n === current ? 'step' : undefined}
          >
            <span className="ph-steps__number" aria-hidden="true">
              {n < current ? <CheckIcon size={size === 'sm' ? 14 : 16} /> : n}
            </span>
            <span>
              <span className="ph-visually-hidden">Step {n}: </span>
              {name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
