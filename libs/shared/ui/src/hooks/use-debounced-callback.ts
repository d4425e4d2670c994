import { useCallback, useEffect, useRef } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  /** Calls `fn` with these arguments once `delayMs` pass without another call. */
  run: (...args: A) => void;
  /** Calls a waiting call now; does nothing when none waits. */
  flush: () => void;
  /** Drops a waiting call. */
  cancel: () => void;
}

/**
 * `fn`, called only once calls have paused for `delayMs` (so typing does not fire a request per
 * key). The latest `fn` is the one called; a waiting call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  const latest = useRef(fn);
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; args: A } | null>(null);
  useEffect(() => {
    latest.current = fn;
  }, [fn]);

  const cancel = useCallback(() => {
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = null;
  }, []);

  const flush = useCallback(() => {
    const call = waiting.current;
    if (!call) return;
    cancel();
    latest.current(...call.args);
  }, [cancel]);

  const run = useCallback(
    (...args: A) => {
      cancel();
      waiting.current = { args, timer: setTimeout(flush, delayMs) };
    },
    [cancel, flush, delayMs],
  );

  useEffect(() => cancel, [cancel]);
  return { run, flush, cancel };
}
