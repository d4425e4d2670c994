/** Routes that need the exact bytes received (signature checks); app.setup.ts keeps them raw. */
export const RAW_BODY_PATHS: readonly string[] = ['/api/payments/webhook', '/api/shipping/webhook'];

export function keepsRawBody(url: string | undefined): boolean {
  return RAW_BODY_PATHS.includes((url ?? '').split('?')[0]);
}
