// Lint rules: the recommended sets of ESLint and typescript-eslint, the rules of hooks, and Prettier's
// layout left to Prettier. Each rule turned off below says why.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layers = {
  machines: 'machines/ are pure: no React, Mantine, router, fetch or app code (the web app provides the actors).',
  shared: 'src/shared is imported by the server, the web app and the machines: it imports none of them.',
  server: 'The server imports nothing of the web app (src/web): the machines and src/shared are what both share.',
};

export default tseslint.config(
  { ignores: ['dist/', 'data/', '.data-*/', 'node_modules/', 'src/web/routeTree.gen.ts', 'machines/*/diagrams/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // A lint exception that no longer silences anything fails, so none outlives its reason.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // An argument or binding named with a leading underscore is kept on purpose (a signature to honour).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read JSON answers whose shape each test asserts as it goes.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The layers, as the design card draws them: machines are pure (no React, Mantine, router or fetch), shared code
  // imports nothing above it, and the server nothing of the web app. (Import cycles of values: `npm run cycles`.)
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/tooling/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@mantine/*', '@tanstack/*', 'ofetch'],
              message: layers.machines,
            },
            { group: ['**/src/web/**', '**/src/server/**'], message: layers.machines },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: layers.machines }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/web/**', '**/machines/**'], message: layers.shared }] },
      ],
    },
  },
  // From src/server, "web" one level above the server folder is the browser app (src/server/web is the server's own).
  ...['src/server/*.ts', 'src/server/*/*.ts', 'src/server/*/*/*.ts', 'src/server/*/*/*/*.ts'].map((files, depth) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [`${'../'.repeat(depth + 1)}web/**`], message: layers.server }] },
      ],
    },
  })),
  prettier,
);
