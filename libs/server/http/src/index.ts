export { readTrustProxy, type TrustProxy, type TrustProxyReading } from './trust-proxy';
