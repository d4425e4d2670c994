export {
  contentSecurityPolicy,
  createFrontendServer,
  plainPage,
  type FrontendServerOptions,
  type PageRenderer,
} from './frontend-server';
export { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, JSON_BODY_LIMIT, limitBody, UPLOAD_PATHS } from './body-limits';
export { createApiUpstreams, type ApiUpstreamOptions, type ApiUpstreams } from './api-upstreams';
export { REQUEST_ID_HEADER, type FrontendLogOptions } from './request-logging';
export {
  drainServer,
  readFrontendProcessSettings,
  SHUTDOWN_GRACE_MS_DEFAULT,
  stopOnSignals,
  type FrontendProcessSettings,
  type StopOnSignalsOptions,
} from './shutdown';
export { RETRIED_METHODS } from './upstream-retry';
