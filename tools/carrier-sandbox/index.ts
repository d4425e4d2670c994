export { CARRIER_SANDBOX_DEFAULTS, generateCarrierSandboxSecrets, startCarrierSandbox } from './src/sandbox';
export type { CarrierSandbox, CarrierSandboxOptions, CarrierSandboxSecrets } from './src/sandbox';
export { easyPostJson, signCarrierWebhook } from './src/webhooks';
export type { CarrierWebhookDelivery } from './src/webhooks';
export { LABEL_SIZE } from './src/label';
export { SERVICES, zoneBetween, billedPounds } from './src/rates';
export { TRACKER_STATUSES } from './src/trackers';
export type { AdvanceStatus, TrackerStatus } from './src/trackers';
