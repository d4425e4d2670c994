import type { ToastSource } from '@phonehub/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

type Toast = Parameters<Parameters<ToastSource>[0]>[0];

// The toaster (sonner, about 9 KB compressed) is fetched with the first toast, not with every page.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Holds the toasts that arrive before the toaster has loaded and hands them over when it subscribes;
 * later ones go straight through.
 */
function toastRelay() {
  const waiting: Toast[] = [];
  let listener: ((toast: Toast) => void) | null = null;
  const source: ToastSource = (next) => {
    listener = next;
    for (const toast of waiting.splice(0)) next(toast);
    return () => {
      if (listener === next) listener = null;
    };
  };
  const push = (toast: Toast) => {
    if (listener) listener(toast);
    else waiting.push(toast);
  };
  return { source, push };
}

/** The app's Toaster, mounted on the first toast from `subscribe` (the session lib's channel). */
export function DeferredToaster({ subscribe }: { subscribe: ToastSource }) {
  const [relay] = useState(toastRelay);
  const [wanted, setWanted] = useState(false);

  useEffect(
    () =>
      subscribe((toast) => {
        relay.push(toast);
        setWanted(true);
      }),
    [subscribe, relay],
  );

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster subscribe={relay.source} />
    </Suspense>
  );
}
