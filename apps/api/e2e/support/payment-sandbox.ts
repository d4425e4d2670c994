import { join, resolve } from 'node:path';

type PaymentSandboxLib = typeof import('../../../../tools/payment-sandbox');

/**
 * The payment sandbox (tools/payment-sandbox) started in-process by the payment tests. Loaded by
 * path, as global-setup.ts loads the server database lib: tools is not a library the API depends on.
 */
export function paymentSandboxLib(): PaymentSandboxLib {
  return require(join(resolve(__dirname, '../../../..'), 'tools/payment-sandbox')) as PaymentSandboxLib;
}
