// Several API instances behind one frontend server: `/api` requests go round robin to the instances
// whose health check last answered 200. An instance that is shutting down answers 503 there (it
// drains), one that is gone does not answer: either way it is skipped until its check passes again.

/** What an API instance that is shutting down sets on its answers (the API's DRAINING_HEADER). */
export const DRAINING_HEADER = 'x-phonehub-draining';

export interface ApiUpstreams {
  readonly urls: readonly string[];
  /** The next instance to send a request to (round robin over the healthy ones). */
  pick(): string;
  /** A healthy instance other than `failed` (the next in turn), or undefined when there is none. */
  pickOther(failed: string): string | undefined;
  /** A request to this instance could not be sent: skip it until its health check passes again. */
  markDown(url: string): void;
  /** Whether the last check (or request) found this instance able to take requests. */
  isUp(url: string): boolean;
  /** Checks every instance now (also run every `intervalMs`). */
  checkNow(): Promise<void>;
  stop(): void;
}

export interface ApiUpstreamOptions {
  /** Default /api/health. */
  healthPath?: string;
  /** How often each instance is checked; default 1 s. */
  intervalMs?: number;
  /** How long a check may take before the instance counts as down; default 2 s. */
  timeoutMs?: number;
}

export function createApiUpstreams(urls: readonly string[], options: ApiUpstreamOptions = {}): ApiUpstreams {
  if (urls.length === 0) throw new Error('At least one API address is needed');
  const list = urls.map((url) => url.replace(/\/+$/, ''));
  const healthPath = options.healthPath ?? '/api/health';
  const timeoutMs = options.timeoutMs ?? 2000;
  // Optimistic at first: a request is tried before the first check has come back.
  const up = new Map(list.map((url) => [url, true]));
  let next = 0;

  const check = async (url: string): Promise<void> => {
    try {
      const res = await fetch(`${url}${healthPath}`, { signal: AbortSignal.timeout(timeoutMs) });
      await res.body?.cancel();
      up.set(url, res.ok);
    } catch {
      up.set(url, false);
    }
  };
  const checkNow = async () => {
    await Promise.all(list.map(check));
  };
  const timer = list.length > 1 ? setInterval(() => void checkNow(), options.intervalMs ?? 1000) : undefined;
  timer?.unref();

  return {
    urls: list,
    pick() {
      // With none healthy, every instance is tried in turn (a check may lag behind a recovery).
      const healthy = list.filter((url) => up.get(url));
      const candidates = healthy.length > 0 ? healthy : list;
      const url = candidates[next % candidates.length];
      next = (next + 1) % Number.MAX_SAFE_INTEGER;
      return url;
    },
    pickOther(failed) {
      const others = list.filter((url) => url !== failed && up.get(url));
      if (others.length === 0) return undefined;
      const url = others[next % others.length];
      next = (next + 1) % Number.MAX_SAFE_INTEGER;
      return url;
    },
    markDown(url) {
      if (up.has(url)) up.set(url, false);
    },
    isUp: (url) => up.get(url) ?? false,
    checkNow,
    stop() {
      clearInterval(timer);
    },
  };
}
