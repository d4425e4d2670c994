import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * Helmet's headers for every response. With no CSP nonces they depend on nothing in the request,
 * so helmet runs once at start-up and each request only copies the result: the same headers as
 * @fastify/helmet sets, without its two hooks and helmet's middleware chain per request
 * (request-hooks.ts sets them).
 */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet()({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}
