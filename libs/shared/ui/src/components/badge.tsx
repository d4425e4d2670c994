import type { HTMLAttributes } from 'react';
import { cx } from '../cx';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={cx('ph-badge', `ph-badge--${tone}`, className)} {...props} />;
}
