import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('ph-card', className)} {...props} />;
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right of the title (they wrap under it on narrow screens). */
  actions?: ReactNode;
  /** Heading level of the title; 2 by default. */
  level?: 2 | 3;
  className?: string;
}

export function CardHeader({ title, description, actions, level = 2, className }: CardHeaderProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <div className={cx('ph-card__header', className)}>
      <div>
        <Heading className="ph-card__title">{title}</Heading>
        {description && <p className="ph-card__description">{description}</p>}
      </div>
      {actions}
    </div>
  );
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('ph-card__body', className)} {...props} />;
}
