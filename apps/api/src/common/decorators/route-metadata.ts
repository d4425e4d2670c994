import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

/**
 * A route's metadata under `key` as `Reflector.getAllAndOverride` reads it (the handler's over its
 * controller's), looked up once per route: decorators are applied as the classes load and never
 * change after, while the global guards ask on every request (tools/bench, issue 18).
 */
export function routeMetadata<T>(
  reflector: Reflector,
  key: string,
): (context: ExecutionContext) => T | undefined {
  const known = new WeakMap<object, Map<object, T | undefined>>();
  return (context) => {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byController = known.get(handler);
    if (!byController) known.set(handler, (byController = new Map()));
    if (byController.has(controller)) return byController.get(controller);
    const value = reflector.getAllAndOverride<T | undefined>(key, [handler, controller]);
    byController.set(controller, value);
    return value;
  };
}
