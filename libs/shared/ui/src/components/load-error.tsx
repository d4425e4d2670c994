import { Alert } from './alert';
import { Button } from './button';

export interface LoadErrorProps {
  /** e.g. 'Users could not be loaded'. */
  title: string;
  onRetry: () => unknown;
  retrying?: boolean;
  className?: string;
}

/** What a list or panel shows when nothing could be loaded: the problem and a way to try again. */
export function LoadError({ title, onRetry, retrying = false, className }: LoadErrorProps) {
  return (
    <Alert tone="danger" title={title} className={className}>
      <p>Check your connection and try again.</p>
      <Button variant="outline" size="sm" onClick={() => onRetry()} loading={retrying} loadingText="Retrying...">
        Try Again
      </Button>
    </Alert>
  );
}
