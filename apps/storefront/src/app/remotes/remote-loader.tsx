import type { RemoteName } from '@phonehub/session';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a remote exposes as './Module': a component that renders its own routes' pages. */
export interface RemoteModule {
  default: ComponentType;
}

/** Loads a remote's module; `attempt` counts retries after a failure. */
export type RemoteLoader = (name: RemoteName, attempt: number) => Promise<RemoteModule>;

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader must be used inside <RemoteLoaderProvider>');
  return loader;
}
