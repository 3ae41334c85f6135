// Lint rules: the recommended sets of ESLint and typescript-eslint, the rules of hooks, and Prettier's
// layout left to Prettier. Each rule turned off below says why.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', '.data-*/', 'node_modules/', 'src/web/routeTree.gen.ts', 'machines/diagrams/'] },
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
  prettier,
);
