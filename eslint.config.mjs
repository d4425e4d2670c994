import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

// The arrows point one way: apps → feature → ui / data-access → util → contracts,
// and each scope only reaches its own code and the shared libs.
const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:contracts'],
  },
  // tools/: the dev tooling (start/test scripts, webpack factory, benchmarks) and the browser tests;
  // the scripts start the storefront's web server (a server-side feature).
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:feature', 'type:util', 'type:contracts'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:contracts'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contracts'] },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:server', 'scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'scope:storefront', onlyDependOnLibsWithTags: ['scope:storefront', 'scope:shared'] },
  { sourceTag: 'scope:seller', onlyDependOnLibsWithTags: ['scope:seller', 'scope:shared'] },
  { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

// Inside a frontend, a feature reaches only its own folder and the shared code (src/shared,
// src/components, src/api, src/lib, libs); pages that combine features live in src/app
// (bulletproof-react). One zone per feature folder, read from disk so a new feature is covered too.
const FRONTENDS = ['storefront', 'seller', 'admin'];
const featureZones = FRONTENDS.flatMap((app) => {
  const features = `apps/${app}/src/features`;
  if (!existsSync(join(root, features))) return [];
  return readdirSync(join(root, features), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${features}/${name}`,
      from: `./${features}`,
      except: [`./${name}`],
      message:
        'Features do not import each other: move what both need to src/shared (or src/components, src/api), or combine them in src/app.',
    }));
});

export default tseslint.config(
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/.data', '**/test-results', '**/playwright-report'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'apps/storefront/**/*.tsx',
      'apps/seller/**/*.tsx',
      'apps/admin/**/*.tsx',
      'libs/shared/ui/**/*.tsx',
      'libs/shared/session/**/*.tsx',
      'libs/shared/**/*.ts',
      'apps/storefront/**/*.ts',
      'apps/seller/**/*.ts',
      'apps/admin/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: [
      'apps/storefront/src/**/*.{ts,tsx}',
      'apps/seller/src/**/*.{ts,tsx}',
      'apps/admin/src/**/*.{ts,tsx}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: featureZones }] },
  },
  {
    files: ['**/*.cjs', '**/*.mjs', 'tools/**/*.ts', 'apps/api/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  prettier,
);
