/** Flags that keep Debian's Chromium from calling out to a network this machine does not have. */
export const OFFLINE_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
