import { adminPaths, EMPTY_APP_CONFIG, loadAppConfig } from './app-config';

const reply = (ok: boolean, body: unknown) =>
  jest.fn(async () => ({ ok, json: async () => body }) as unknown as Response);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

it('reads /app.config.json from its own origin', async () => {
  const config = { adminPathSuffix: 'c7e2a9', remotes: { admin: 'http://localhost:4202/mf-manifest.json' } };
  globalThis.fetch = reply(true, config);
  await expect(loadAppConfig()).resolves.toEqual(config);
  expect(globalThis.fetch).toHaveBeenCalledWith(
    '/app.config.json',
    expect.objectContaining({ cache: 'no-store' }),
  );
});

it('falls back to no remotes when the file is missing, malformed or unreachable', async () => {
  globalThis.fetch = reply(false, null);
  await expect(loadAppConfig()).resolves.toEqual(EMPTY_APP_CONFIG);
  globalThis.fetch = reply(true, { remotes: 'nope' });
  await expect(loadAppConfig()).resolves.toEqual(EMPTY_APP_CONFIG);
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(loadAppConfig()).resolves.toEqual(EMPTY_APP_CONFIG);
});

it('derives the hidden admin paths, and none without a suffix', () => {
  expect(adminPaths({ adminPathSuffix: 'c7e2a9', remotes: {} })).toEqual({
    login: '/admin-c7e2a9',
    dashboard: '/dashboard-c7e2a9',
  });
  expect(adminPaths(EMPTY_APP_CONFIG)).toBeNull();
});
