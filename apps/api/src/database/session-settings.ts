/**
 * Settings every database session of the API starts with: those the features' statements rely on
 * (the app module passes them in, e.g. the catalogue's typo threshold) and the configured limits
 * (DB_STATEMENT_TIMEOUT_MS,
 * DB_IDLE_IN_TRANSACTION_TIMEOUT_MS): PostgreSQL cancels a runaway statement and ends a session
 * left idle inside a transaction, so neither holds a pooled connection and its locks for ever. Sent
 * even when 0, which then turns off a limit the role or database may set.
 */
export function sessionSettings(
  limits: { statementTimeoutMs: number; idleInTransactionTimeoutMs: number },
  features: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return {
    ...features,
    statement_timeout: String(limits.statementTimeoutMs),
    idle_in_transaction_session_timeout: String(limits.idleInTransactionTimeoutMs),
  };
}

/**
 * The libpq `options` string that sets `settings`. They travel in each connection's startup packet,
 * so they hold on every pooled connection from its first statement. A database default (ALTER
 * DATABASE … SET) would reach only sessions opened after it was set: on a fresh database,
 * connections the pool opened before the migrations ran would miss it.
 */
export function sessionOptions(settings: Readonly<Record<string, string>>): string {
  return Object.entries(settings)
    .map(([name, value]) => {
      if (!/^[a-z_][a-z0-9_.]*$/i.test(name) || !/^[a-z0-9_.-]+$/i.test(value))
        throw new Error(`Unsafe session setting ${name}=${value}`);
      return `-c ${name}=${value}`;
    })
    .join(' ');
}
