import { CATALOGUE_SESSION_SETTINGS } from '../catalogue/search-session-settings';

/**
 * Settings every database session of the API starts with. They travel in each connection's startup
 * packet (`options`), so they hold on every pooled connection from its first statement. A database
 * default (ALTER DATABASE … SET) would reach only sessions opened after it was set: on a fresh
 * database, connections the pool opened before the migrations ran would miss it.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = { ...CATALOGUE_SESSION_SETTINGS };

/** The libpq `options` string that sets SESSION_SETTINGS. */
export function sessionOptions(settings: Readonly<Record<string, string>> = SESSION_SETTINGS): string {
  return Object.entries(settings)
    .map(([name, value]) => {
      if (!/^[a-z_][a-z0-9_.]*$/i.test(name) || !/^[a-z0-9_.-]+$/i.test(value))
        throw new Error(`Unsafe session setting ${name}=${value}`);
      return `-c ${name}=${value}`;
    })
    .join(' ');
}
