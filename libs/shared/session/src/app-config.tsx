import { createContext, useContext, type ReactNode } from 'react';

export type RemoteName = 'seller' | 'admin';

/** The deploy-time settings every app reads from `/app.config.json` on its own origin. */
export interface AppConfig {
  /** The secret part of the hidden admin paths (`/admin-{suffix}`, `/dashboard-{suffix}`). */
  adminPathSuffix: string;
  /** Manifest URL of each remote, e.g. http://localhost:4202/mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
}

export const EMPTY_APP_CONFIG: AppConfig = { adminPathSuffix: '', remotes: {} };

function isAppConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as AppConfig;
  return typeof v.adminPathSuffix === 'string' && typeof v.remotes === 'object' && v.remotes !== null;
}

/** Never rejects: without a config the site still works, only the remotes are unavailable. */
export async function loadAppConfig(url = '/app.config.json'): Promise<AppConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    const body: unknown = response.ok ? await response.json() : null;
    if (isAppConfig(body)) return body;
    console.warn(`${url} is missing or malformed; remotes are disabled`);
  } catch (error) {
    console.warn(`Could not load ${url}; remotes are disabled`, error);
  }
  return EMPTY_APP_CONFIG;
}

export interface AdminPaths {
  login: string;
  dashboard: string;
}

/** Null when no suffix is configured: then the hidden admin pages do not exist at all. */
export function adminPaths(config: AppConfig): AdminPaths | null {
  const suffix = config.adminPathSuffix.trim();
  if (!suffix) return null;
  return { login: `/admin-${suffix}`, dashboard: `/dashboard-${suffix}` };
}

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used inside <AppConfigProvider>');
  return config;
}

export function useAdminPaths(): AdminPaths | null {
  return adminPaths(useAppConfig());
}
