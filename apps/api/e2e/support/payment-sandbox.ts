import { join, resolve } from 'node:path';

type PaymentSandboxLib = typeof import('../../../../tools/payment-sandbox');
type MailSinkLib = typeof import('../../../../tools/mail-sink');
type CarrierSandboxLib = typeof import('../../../../tools/carrier-sandbox');

/**
 * The local stand-ins for outside parties (tools/payment-sandbox, tools/carrier-sandbox, tools/mail-sink), started
 * in-process by the tests. Loaded by path, as global-setup.ts loads the server database lib: tools
 * is not a library the API depends on.
 */
function toolsLib<T>(name: string): T {
  return require(join(resolve(__dirname, '../../../..'), 'tools', name)) as T;
}

export const paymentSandboxLib = () => toolsLib<PaymentSandboxLib>('payment-sandbox');
export const mailSinkLib = () => toolsLib<MailSinkLib>('mail-sink');
export const carrierSandboxLib = () => toolsLib<CarrierSandboxLib>('carrier-sandbox');
