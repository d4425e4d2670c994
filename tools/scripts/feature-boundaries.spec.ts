// The frontends' lint zones: a feature folder may not import another feature (bulletproof-react).
// Runs the repository's own ESLint config on planted source, as `npm run lint` would. The CLI
// (not the Node API) because ESLint loads eslint.config.mjs with a dynamic import, which jest's
// CommonJS runtime cannot do.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './stack';

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints `code` as if it were the file at `filePath` (relative to the repository) and returns the zone errors. */
function zoneErrors(filePath: string, code: string): LintMessage[] {
  const run = spawnSync(
    join(ROOT, 'node_modules/.bin/eslint'),
    ['--format', 'json', '--stdin', '--stdin-filename', join(ROOT, filePath)],
    { cwd: ROOT, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as Array<{ messages: LintMessage[] }>;
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
}

it.each([
  [
    'storefront',
    'apps/storefront/src/features/cart/components/planted.ts',
    "export { OrdersPage } from '../../orders/components/orders-page';",
  ],
  [
    'seller',
    'apps/seller/src/features/orders/components/planted.ts',
    "export * from '../../payouts/components/payouts-tab';",
  ],
  [
    'admin',
    'apps/admin/src/features/orders/api/planted.ts',
    "export { useAdminSales } from '../../sales/api/get-sales';",
  ],
])('%s: a feature importing another feature fails lint', (_app, filePath, code) => {
  const errors = zoneErrors(filePath, code);
  expect(errors).toHaveLength(1);
  expect(errors[0].message).toContain('Features do not import each other');
});

it('a feature may import its own folder and the shared code', () => {
  const code = [
    "export { OrdersPage } from './orders-page';",
    "export { useRecentOrders } from '../../../api/get-my-orders';",
    "export { errorMessage } from '../../../lib/error-message';",
  ].join('\n');
  expect(zoneErrors('apps/storefront/src/features/orders/components/planted.ts', code)).toEqual([]);
});
