// Flat ESLint config: TypeScript, React hooks, and the architecture's boundary rules
// (ARCHITECTURE §3): ui/lib <- features <- app on the web; on the server a module uses another
// only through its `index.ts`; packages/domain imports nothing from the apps.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const root = import.meta.dirname;
const dirs = (rel) => {
  const p = path.join(root, rel);
  return fs.existsSync(p)
    ? fs
        .readdirSync(p, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};

const webFeatures = dirs('apps/web/src/features');
const serverModules = dirs('apps/server/src/modules');

// Per module pair: files of `modules/<m>` may import `modules/<o>` only through `faces` (paths
// relative to `modules/<o>`). Production code sees `index.ts`; tests also see `testing.ts`, the
// module's test face (fixtures and audits other modules' tests need).
// `workflows/` (the flows that cross modules) and `outbox/` use modules the same way.
const serverModuleUsers = [
  ...serverModules.map((m) => ({ dir: `modules/${m}`, module: m })),
  { dir: 'workflows', module: null },
  { dir: 'outbox', module: null },
];
const serverModuleZones = (faces) =>
  serverModuleUsers.flatMap(({ dir, module }) =>
    serverModules
      .filter((o) => o !== module)
      .map((o) => ({
        target: `./apps/server/src/${dir}`,
        from: `./apps/server/src/modules/${o}`,
        except: faces,
        message: `Use modules/${o} through its public face (${faces.join(' or ')}).`,
      })),
  );

const testFaces = ['./index.ts', './testing.ts'];
// tests get their own server zones (test faces, and they may drive a workflow directly)
const serverZone = (z) =>
  z.from.startsWith('./apps/server/src/modules/') || z.from === './apps/server/src/workflows';

const zones = [
  // design system and lib are the bottom layer of the web app
  { target: './apps/web/src/components', from: './apps/web/src/features' },
  { target: './apps/web/src/components', from: './apps/web/src/app' },
  { target: './apps/web/src/lib', from: './apps/web/src/features' },
  { target: './apps/web/src/lib', from: './apps/web/src/app' },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  // a feature never reaches into another feature
  ...webFeatures.map((f) => ({
    target: `./apps/web/src/features/${f}`,
    from: './apps/web/src/features',
    except: [`./${f}`],
  })),
  // a server module uses another module only through its public face (`index.ts`)
  ...serverModuleZones(['./index.ts']),
  // workflows compose modules; a module never reaches up into them
  {
    target: './apps/server/src/modules',
    from: './apps/server/src/workflows',
    message: 'Modules never import workflows/: a workflow composes modules.',
  },
  // the apps never import each other; domain is pure
  { target: './apps/web', from: './apps/server' },
  // the player app never loads the back office (issue 15: no staff JavaScript on player routes)
  {
    target: './apps/web',
    from: './apps/backoffice',
    message: 'The player app never imports the back office.',
  },
  // the back office shares only the web's design tokens (styles) and its CSP and compression build
  // plugins
  {
    target: './apps/backoffice',
    from: './apps/web',
    except: ['./src/styles', './csp-manifest.ts', './precompress.ts'],
    message:
      'The back office shares only apps/web/src/styles, apps/web/csp-manifest.ts and apps/web/precompress.ts.',
  },
  { target: './apps/backoffice', from: './apps/server' },
  { target: './apps/server/src', from: './apps/backoffice' },
  { target: './apps/server/src', from: './apps/web' },
  { target: './apps/server/scripts', from: './apps/web' },
  // a benchmark replays the web's own generated documents (bench/lobby.ts), nothing else of it
  { target: './apps/server/bench', from: './apps/web', except: ['./src/gql'] },
  { target: './packages/domain', from: './apps' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      // written by `npm run codegen`
      'apps/server/src/graphql/generated/**',
      'apps/server/src/backoffice/generated/**',
      'apps/web/src/gql/**',
      'apps/backoffice/src/gql/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // tests may also use another module's test face
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/modules/*/testing.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones.filter((z) => !serverZone(z)), ...serverModuleZones(testFaces)] },
      ],
    },
  },
  {
    files: ['apps/backoffice/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // src/gql/ (GraphQL Code Generator) gives types only: its runtime would put every document
      // of the app into the first route's chunk (docs/contract-notes-web.md).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/gql', '@/gql/*'],
              allowTypeImports: true,
              message: 'Import types only; build documents with graphql() from @/lib/graphql.',
            },
          ],
        },
      ],
    },
  },
  {
    // every e2e spec runs under the CSP guard (apps/web/e2e/support/test.ts)
    files: ['apps/web/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/test' (it fails on CSP violations).",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
