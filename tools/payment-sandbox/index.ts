export {
  generateSandboxSecrets,
  startPaymentSandbox,
  signWebhookPayload,
  SANDBOX_DEFAULTS,
} from './src/sandbox';
export type { PaymentSandbox, PaymentSandboxOptions, SandboxSecrets, WebhookDelivery } from './src/sandbox';
export { CARD_MESSAGES, SUCCESS_CARD, DECLINE_CARD } from './src/cards';
