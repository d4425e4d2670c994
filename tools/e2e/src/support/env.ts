// The browser tests run the whole product on their own ports, so a running `npm start` is left alone.
export const E2E_PORTS = {
  api: 3100,
  storefront: 4300,
  seller: 4301,
  admin: 4302,
  sandbox: 4342,
  carrierSandbox: 4343,
} as const;
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-Password-2026' } as const;
export const E2E_ADMIN_PATH_SUFFIX = 'e2e7f3';
export const E2E_ORIGINS = {
  storefront: `http://localhost:${E2E_PORTS.storefront}`,
  admin: `http://localhost:${E2E_PORTS.admin}`,
  api: `http://127.0.0.1:${E2E_PORTS.api}`,
} as const;
