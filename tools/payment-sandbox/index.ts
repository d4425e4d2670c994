export {
  generateSandboxSecrets,
  startPaymentSandbox,
  signWebhookPayload,
  SANDBOX_DEFAULTS,
} from './src/sandbox';
export type { PaymentSandbox, PaymentSandboxOptions, SandboxSecrets, WebhookDelivery } from './src/sandbox';
export { CARD_MESSAGES, SUCCESS_CARD, DECLINE_CARD } from './src/cards';
export { ACCOUNT_LINK_TTL_S } from './src/connect';
export type { SandboxAccount, SandboxTransfer, SandboxTransferReversal } from './src/connect';
export { EVIDENCE_KEYS } from './src/disputes';
export type { DisputeStatus, SandboxDispute } from './src/disputes';
export type { BalanceTransactionType, SandboxBalanceTransaction } from './src/balance';
