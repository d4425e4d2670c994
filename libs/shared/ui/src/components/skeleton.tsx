import type { CSSProperties } from 'react';
import { cx } from '../cx';

/** A grey placeholder block that shimmers while content loads; hidden from assistive tech. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={cx('ph-skeleton', className)} style={style} aria-hidden="true" />;
}
