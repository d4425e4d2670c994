import { buttonClass, EmptyState, type EmptyStateProps } from '@phonehub/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An empty state whose one way on is a link drawn as a button ('Browse Products', 'Start Your First Trade'). */
export function LinkEmptyState({
  to,
  linkText,
  ...props
}: Omit<EmptyStateProps, 'action'> & { to: string; linkText: ReactNode }) {
  return (
    <EmptyState
      {...props}
      action={
        <Link to={to} className={buttonClass()}>
          {linkText}
        </Link>
      }
    />
  );
}
