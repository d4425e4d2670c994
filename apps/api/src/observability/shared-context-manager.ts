import { ROOT_CONTEXT, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  currentTraceContext,
  enterTraceContext,
  runWithTraceContext,
} from '../common/logging/request-context';

/**
 * OpenTelemetry's context manager on the request id's AsyncLocalStorage (common/logging/
 * request-context.ts) instead of one of its own: a second active store would cost every promise of
 * the process. It keeps OpenTelemetry's binding of callbacks and event emitters, which call the
 * `with` below; the store the parent class makes is never entered, so it stays off.
 */
export class SharedContextManager extends AsyncLocalStorageContextManager {
  override active(): Context {
    return currentTraceContext() ?? ROOT_CONTEXT;
  }

  override with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return runWithTraceContext(context, () => fn.apply(thisArg, args));
  }

  /** `context` active for the rest of the current async chain: the request's first hook (server-spans.ts). */
  enter(context: Context): void {
    enterTraceContext(context);
  }

  override disable(): this {
    return this;
  }
}
