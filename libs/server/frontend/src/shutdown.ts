// Stopping a frontend server without cutting anyone off: on SIGTERM (a rolling deploy, a scale-down)
// or SIGINT it stops taking connections, lets the requests in flight finish for a bounded time,
// then closes what is left, stops its API health checks (the server's onClose) and exits 0.
import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish once a stop is asked for. */
export const SHUTDOWN_GRACE_MS_DEFAULT = 10_000;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface FrontendProcessSettings {
  /** FRONTEND_SHUTDOWN_GRACE_MS. */
  shutdownGraceMs: number;
  /** LOG_LEVEL (the API's variable), default info. */
  logLevel: (typeof LOG_LEVELS)[number];
}

/** The frontend server process's own settings, refused with a clear message when malformed. */
export function readFrontendProcessSettings(env: NodeJS.ProcessEnv): FrontendProcessSettings {
  const grace = env.FRONTEND_SHUTDOWN_GRACE_MS;
  const shutdownGraceMs = grace === undefined || grace === '' ? SHUTDOWN_GRACE_MS_DEFAULT : Number(grace);
  if (!Number.isInteger(shutdownGraceMs) || shutdownGraceMs < 0 || shutdownGraceMs > 600_000)
    throw new Error(`FRONTEND_SHUTDOWN_GRACE_MS must be milliseconds from 0 to 600000, got '${grace}'`);
  const level = env.LOG_LEVEL === undefined || env.LOG_LEVEL === '' ? 'info' : env.LOG_LEVEL;
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${level}'`);
  return { shutdownGraceMs, logLevel: level as FrontendProcessSettings['logLevel'] };
}

/**
 * Once the server is closing, every answer says `Connection: close`: a kept-alive connection ends
 * with the answer in flight on it instead of holding the close until the grace period runs out.
 * (Connections idle when the close starts are closed by Fastify itself.) Registered at build time.
 */
export function closeConnectionsWhileClosing(server: FastifyInstance): void {
  let closing = false;
  server.addHook('preClose', async () => {
    closing = true;
  });
  server.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

/**
 * Closes the server: no new connections; a new request on a kept-alive connection gets 503 (so a
 * balancer retries it elsewhere); requests in flight finish. After `graceMs` the connections still
 * open are closed, whatever they are doing.
 */
export async function drainServer(server: FastifyInstance, graceMs: number): Promise<void> {
  const cutOff = setTimeout(() => server.server.closeAllConnections(), graceMs);
  try {
    await server.close();
  } finally {
    clearTimeout(cutOff);
  }
}

/** What stopOnSignals listens on and how it ends (the process by default; tests pass their own). */
export interface SignalTarget {
  once(signal: NodeJS.Signals, listener: () => void): unknown;
  removeListener(signal: NodeJS.Signals, listener: () => void): unknown;
}

export interface StopOnSignalsOptions {
  graceMs: number;
  signals?: readonly NodeJS.Signals[];
  target?: SignalTarget;
  exit?: (code: number) => void;
}

/**
 * On the first of `signals` the server drains (drainServer) and the process exits 0 (1 if closing
 * failed); a second signal while draining closes the connections at once. Returns the drain, for a
 * caller that stops the server itself.
 */
export function stopOnSignals(server: FastifyInstance, options: StopOnSignalsOptions): () => Promise<void> {
  const target = options.target ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  let draining: Promise<void> | undefined;
  const listeners = signals.map((signal) => [signal, () => onSignal(signal)] as const);

  const drain = () => {
    if (draining) return draining;
    for (const [signal, listener] of listeners) target.removeListener(signal, listener);
    // Another signal while draining: the impatient operator's, or the orchestrator's last word.
    for (const signal of signals) target.once(signal, () => server.server.closeAllConnections());
    draining = drainServer(server, options.graceMs);
    return draining;
  };
  /** The log's last lines written out before the process ends (stdout may be written to asynchronously). */
  const flushed = () =>
    new Promise<void>((resolve) => {
      const { flush } = server.log as { flush?: (done: (error?: Error) => void) => void };
      if (typeof flush === 'function') flush.call(server.log, () => resolve());
      else resolve();
    });
  function onSignal(signal: NodeJS.Signals) {
    server.log.info({ signal, graceMs: options.graceMs }, 'stopping: draining requests in flight');
    drain().then(
      async () => {
        server.log.info('stopped');
        await flushed();
        exit(0);
      },
      async (error: unknown) => {
        server.log.error({ err: error }, 'stopping failed');
        await flushed();
        exit(1);
      },
    );
  }
  for (const [signal, listener] of listeners) target.once(signal, listener);
  return drain;
}
