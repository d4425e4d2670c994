import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig, RemoteName } from '@phonehub/session';
import type { RemoteLoader, RemoteModule } from './remote-loader';

// The host is built with no remotes; their manifest URLs come from /app.config.json at start-up,
// so the admin remote can be deployed on another origin without rebuilding the host.

function remotesOf(config: AppConfig, only?: RemoteName) {
  return Object.entries(config.remotes)
    .filter(([name, entry]) => Boolean(entry) && (!only || name === only))
    .map(([name, entry]) => ({ name, entry: entry as string }));
}

export function createFederationLoader(config: AppConfig): RemoteLoader {
  // Registered when a seller or admin page is first opened, not while a shopping page starts up.
  let registered = false;
  return async (name, attempt) => {
    if (!config.remotes[name]) throw new Error(`No URL is configured for the ${name} remote`);
    if (!registered) registerRemotes(remotesOf(config));
    // After a failure the runtime keeps the broken entry; registering it again with force drops it.
    else if (attempt > 0) registerRemotes(remotesOf(config, name), { force: true });
    registered = true;
    const module = await loadRemote<RemoteModule>(`${name}/Module`);
    if (!module?.default) throw new Error(`The ${name} remote did not provide a module`);
    return module;
  };
}
