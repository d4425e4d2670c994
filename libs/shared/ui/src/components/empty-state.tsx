import type { ReactNode } from 'react';
import { cx } from '../cx';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cx('ph-empty', className)}>
      {icon && (
        <div className="ph-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="ph-empty__title">{title}</p>
      {description && <p className="ph-empty__description">{description}</p>}
      {action && <div className="ph-empty__action">{action}</div>}
    </div>
  );
}
