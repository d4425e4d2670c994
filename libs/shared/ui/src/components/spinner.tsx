import { cx } from '../cx';

export interface SpinnerProps {
  /** Visible and announced text; 'Loading...' by default. */
  label?: string;
  /** Centre it in a tall block, for a whole page or route that is loading. */
  page?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading...', page = false, className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx('ph-spinner-block', page && 'ph-spinner-block--page', className)}
    >
      <span className="ph-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
