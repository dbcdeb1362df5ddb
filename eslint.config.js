// Lint: TypeScript rules, React hooks, no import cycles, and the layer boundaries of ARCHITECTURE.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restricted = (patterns, message) => patterns.map((group) => ({ group: [group], message }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'dev-dist',
      'bench/.domain',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // no-cycle follows imports through these parsers; without them TypeScript files are skipped silently.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: restricted(
            ['firebase', 'firebase/*', '@firebase/*'],
            'Only src/data/firebase may import firebase: device mode must never load it.',
          ),
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restricted(
              [
                'react',
                'react-dom',
                'react/*',
                'firebase',
                'firebase/*',
                '@firebase/*',
                'dexie',
                'idb',
                'idb-keyval',
                'zustand',
                'zustand/*',
                '@tanstack/*',
                'sonner',
                'workbox-window',
              ],
              'src/domain is pure TypeScript: no UI, storage or framework code.',
            ),
            ...restricted(
              ['**/data/**', '**/store/**', '**/features/**', '**/routes/**', '**/ui/**', '**/pwa/**'],
              'src/domain must not import outer layers.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/data/**'],
    ignores: ['src/data/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restricted(['firebase', 'firebase/*', '@firebase/*'], 'Only src/data/firebase may import firebase.'),
            ...restricted(
              [
                'react',
                'react-dom',
                'zustand',
                'sonner',
                '@tanstack/*',
                '**/store/**',
                '**/features/**',
                '**/routes/**',
                '**/ui/**',
              ],
              'src/data sits below the store and the UI.',
            ),
          ],
        },
      ],
    },
  },
  {
    // The Firebase adapter, and the opt-in emulator suite that tests it, are where Firebase belongs.
    files: ['src/data/firebase/**', 'emulator-tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restricted(['firebase', 'firebase/*', '@firebase/*'], 'Only src/data/firebase may import firebase.'),
            ...restricted(
              ['**/features/**', '**/routes/**', '**/ui/**', 'sonner'],
              'The store sits below features and routes.',
            ),
          ],
        },
      ],
    },
  },
  {
    // Shared presentational pieces: what they need of the store comes in as props or through a context the
    // signed-in shell provides (features/shell/store-bindings.tsx), so any feature can use them.
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restricted(['firebase', 'firebase/*', '@firebase/*'], 'Only src/data/firebase may import firebase.'),
            ...restricted(
              ['**/store/**', '**/features/**', '**/routes/**'],
              'src/ui sits below the store and features: take what is needed as props, or from a context.',
            ),
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restricted(['firebase', 'firebase/*', '@firebase/*'], 'Only src/data/firebase may import firebase.'),
            ...restricted(
              features
                .filter((other) => other !== feature)
                .flatMap((other) => [`../${other}/*`, `**/features/${other}/*`]),
              'Features do not import each other; move shared pieces to src/ui, src/store or src/domain.',
            ),
            ...restricted(['**/routes/**'], 'Features sit below routes.'),
          ],
        },
      ],
    },
  })),
  {
    // A screenshot is attached to the report (test.info().attach), where it is seen, not left in /tmp.
    files: ['e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='screenshot'] Property[key.name='path'] > :matches(Literal[value=/^\\/tmp\\//], TemplateLiteral[quasis.0.value.raw=/^\\/tmp\\//])",
          message: 'Attach the screenshot to the report (test.info().attach) instead of writing it to /tmp.',
        },
      ],
    },
  },
  {
    files: ['e2e/**', 'scripts/**', 'bench/**', '*.config.ts', '*.config.js', 'eslint.config.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
      },
    },
  },
);
