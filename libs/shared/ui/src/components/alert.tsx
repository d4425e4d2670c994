import type { ReactNode } from 'react';
import { cx } from '../cx';
import { AlertIcon, CheckCircleIcon, InfoIcon } from './icons';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const ICONS = { info: InfoIcon, success: CheckCircleIcon, warning: AlertIcon, danger: AlertIcon } as const;

/** Problems interrupt screen readers (role alert); other news waits its turn (role status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={cx('ph-alert', `ph-alert--${tone}`, className)}
    >
      <Icon size={18} />
      <div className="ph-alert__body">
        {title && <p className="ph-alert__title">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
