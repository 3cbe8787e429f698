import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { serverImports } from './eslint.server-imports.mjs';

/** The web's features: each may use the shared pieces (api, components, lib), no other feature. */
const WEB = './apps/web/src';
const FEATURES = fs.readdirSync(new URL('apps/web/src/features', import.meta.url));
const FEATURE_BOUNDARIES = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'a feature uses shared pieces (api, components, lib), not another feature',
  })),
  ...['api', 'components', 'lib', 'i18n'].map((shared) => ({
    target: `${WEB}/${shared}`,
    from: `${WEB}/features`,
    message: 'shared pieces do not depend on a feature',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'e2e/test-results/**',
      '**/*.mjs',
      // Served as it is: the driver app's service worker, plain JavaScript.
      'apps/web/public/**',
      'eslint.config.js',
      '**/vitest.config.ts',
      '**/vite.config.ts',
      '**/playwright.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins are async functions by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Web: feature boundaries, no import cycles, and the rules of hooks.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' }),
      ],
      // Without it import-x reads no .ts file it imports, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: FEATURE_BOUNDARIES }],
      // Packages cannot import our files, so no cycle runs through them: not walking them
      // takes the rule from ~15 s to ~6 s of the lint (docs/benchmarks.md).
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Server: area boundaries and no import cycles (eslint.server-imports.mjs).
  serverImports,
  {
    // Tests read JSON answers loosely; their assertions are the type check.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
