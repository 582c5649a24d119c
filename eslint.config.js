// Flat config shared by every workspace: typescript-eslint for all TypeScript, react-hooks for the
// React code of frontend/ and ui-kit/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.data/**',
      'frontend/src/graphql/generated/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}', 'ui-kit/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The architecture's import arrows (README, "Boundaries"): the ui-kit knows no frontend or
    // Apollo, the frontend no backend source, modules no transport and no other module's
    // internals, db/ and common/ no module. Tests and their helpers wire things freely.
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}', 'ui-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'backend/src/test/**'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
);
