import { Button, EmptyState, ErrorBoundary, Spinner, AlertIcon } from '@phonehub/ui';
import type { RemoteName } from '@phonehub/session';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useRemoteLoader } from './remote-loader';

/** Mounts a remote's module. A remote that is down or throws shows a notice; the rest of the site goes on. */
export function RemoteRoute({ name }: { name: RemoteName }) {
  const load = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a rejected lazy() for good.
  const Module = useMemo(() => lazy(() => load(name, attempt)), [load, name, attempt]);

  return (
    <ErrorBoundary
      onReset={() => setAttempt((n) => n + 1)}
      fallback={({ reset }) => (
        <div className="ph-container remote-unavailable">
          <EmptyState
            icon={<AlertIcon size={26} />}
            title="This section is temporarily unavailable"
            description="We couldn't load this part of PhoneHub. The rest of the site still works — please try again in a moment."
            action={<Button onClick={reset}>Try Again</Button>}
          />
        </div>
      )}
    >
      <Suspense fallback={<Spinner page />}>
        <Module />
      </Suspense>
    </ErrorBoundary>
  );
}
