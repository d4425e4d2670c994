import type { ReactNode } from 'react';
import { cx } from '../cx';
import { Alert } from './alert';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';

/**
 * How a failed load looks: 'alert', a danger alert in a panel or dialog; 'state', a centred block
 * standing for a whole page or list (its title announced); 'inline', a quiet line beside Try Again,
 * for a part of a page that can wait.
 */
export type LoadErrorLook = 'alert' | 'state' | 'inline';

export interface LoadErrorProps {
  /** e.g. 'Users could not be loaded'. */
  title: ReactNode;
  /** The sentence under the title ('alert' and 'state'); the alert says to check the connection by default. */
  description?: ReactNode;
  look?: LoadErrorLook;
  /** Offers Try Again (unless `action` stands instead). */
  onRetry?: () => unknown;
  retrying?: boolean;
  /** Instead of Try Again, e.g. a link back when the thing does not exist; null for none. */
  action?: ReactNode;
  className?: string;
}

/** The retry button of each look (the alert names the retry while it runs, as the portals always did). */
const RETRY = {
  alert: { size: 'sm', loadingText: 'Retrying...' },
  state: { size: 'md', loadingText: undefined },
  inline: { size: 'sm', loadingText: undefined },
} as const;

/** What a list, panel or page shows when nothing could be loaded: the problem and a way to try again. */
export function LoadError({
  title,
  description,
  look = 'alert',
  onRetry,
  retrying = false,
  action,
  className,
}: LoadErrorProps) {
  const retry =
    action !== undefined || !onRetry ? (
      action
    ) : (
      <Button
        variant="outline"
        size={RETRY[look].size}
        onClick={() => onRetry()}
        loading={retrying}
        loadingText={RETRY[look].loadingText}
      >
        Try Again
      </Button>
    );
  if (look === 'inline') {
    return (
      <p className={cx('ph-load-error-inline', className)}>
        <span>{title}</span>
        {retry}
      </p>
    );
  }
  if (look === 'state') {
    return (
      <EmptyState
        className={cx('ph-load-error-state', className)}
        icon={<AlertIcon size={28} />}
        title={<span role="alert">{title}</span>}
        description={description}
        action={retry}
      />
    );
  }
  return (
    <Alert tone="danger" title={title} className={className}>
      <p>{description ?? 'Check your connection and try again.'}</p>
      {retry}
    </Alert>
  );
}
