import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (docs/architecture.md): arrows point only toward contracts and core.
const nodeBuiltins = { group: ['node:*'], message: 'Browser packages must not import Node built-ins.' };
const serverCode = { group: ['@gatehouse/server', '@gatehouse/server/*'], message: 'Only the server imports server code.' };
const uiCode = { group: ['@gatehouse/react', '@gatehouse/react/*'], message: 'react sits on top of client; nothing below imports it.' };
const clientCode = { group: ['@gatehouse/client', '@gatehouse/client/*'], message: 'Only react and apps import the client.' };

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // House rule (docs/architecture.md): a file that passes 400 lines is asking to be split.
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    files: ['packages/contracts/src/**'],
    rules: restrict(nodeBuiltins, serverCode, uiCode, clientCode, { group: ['@gatehouse/core'], message: 'contracts depends on nothing.' }),
  },
  { files: ['packages/core/src/**'], rules: restrict(nodeBuiltins, serverCode, uiCode, clientCode) },
  { files: ['packages/fixtures/src/**'], rules: restrict(nodeBuiltins, serverCode, uiCode, clientCode) },
  { files: ['packages/client/src/**'], ignores: ['**/*.test.ts'], rules: restrict(nodeBuiltins, serverCode, uiCode) },
  {
    files: ['packages/react/src/**', 'apps/demo/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: restrict(nodeBuiltins, serverCode),
  },
  { files: ['packages/server/src/**'], rules: restrict(uiCode, clientCode) },
  // The host back-end SDK runs in Node (node:* allowed) and talks to the server over HTTP only.
  { files: ['packages/node/src/**'], rules: restrict(serverCode, uiCode, clientCode) },
  // The demo's back end is a host back end: it talks to the server through @gatehouse/node only.
  { files: ['apps/demo/server/**'], rules: restrict(serverCode, uiCode, clientCode) },
  {
    files: ['packages/react/src/**/*.tsx', 'apps/demo/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
