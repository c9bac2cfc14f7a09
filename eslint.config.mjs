// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Lint: JavaScript's and typescript-eslint's recommended rules, the rules of React hooks, and
// the import boundaries of docs/architecture.md:
// - a capability folder under lib/ with an index.ts is entered only through that entry from
//   outside the folder (its tests may reach inside);
// - lib/ never imports components/ (server code does not depend on UI).
// Formatting is Prettier's (npm run format:check), not ESLint's.

/** Folders under lib/ that have an entry: found on disk, so a new capability is covered when its index.ts lands. */
const capabilities = readdirSync('lib', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`lib/${entry.name}/index.ts`))
  .map((entry) => entry.name);

/** no-restricted-imports patterns: the insides of every capability but `own`. */
const capabilityInsides = (own) =>
  capabilities
    .filter((name) => name !== own)
    .map((name) => ({
      group: [`@/lib/${name}/*`, `**/lib/${name}/*`],
      message: `lib/${name} is a capability: import its entry '@/lib/${name}' (lib/${name}/index.ts), not its insides.`,
    }));

const componentsFromLib = {
  group: ['@/components', '@/components/*', '**/components/*'],
  message: 'lib/ never imports components/: move what both need into lib/ and import it from there.',
};

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'test/**'];

export default tseslint.config(
  {
    // Generated and built files (and what .gitignore lists).
    ignores: ['lib/generated/**', '.next/**', '.next-*/**', '.data/**', '.tmp/**', 'bench-results/**', 'coverage/**', 'out/**', 'next-env.d.ts'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  // React's rules where React runs: the UI (test helpers named use… are not hooks).
  {
    files: ['components/**/*.{ts,tsx}', 'app/**/*.tsx'],
    ignores: TESTS,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Boundaries. One no-restricted-imports per file (a later block replaces an earlier one's
  // options), so each block lists every pattern that applies to its files.
  {
    files: ['**/*.{ts,tsx,mjs,mts,js}'],
    ignores: ['lib/**', ...TESTS],
    rules: { 'no-restricted-imports': ['error', { patterns: capabilityInsides(undefined) }] },
  },
  {
    files: ['lib/**/*.{ts,tsx,mjs,mts,js}'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [...capabilityInsides(undefined), componentsFromLib] }] },
  },
  ...capabilities.map((name) => ({
    files: [`lib/${name}/**/*.{ts,tsx,mjs,mts,js}`],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [...capabilityInsides(name), componentsFromLib] }] },
  })),
);
