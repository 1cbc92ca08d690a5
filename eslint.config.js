import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['node_modules/', 'dist/', 'lib/', 'site/dist/', 'site/.astro/', 'site/src/env.d.ts'] },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            // chai's `equal` is typed as possibly a Promise; it is not.
            { from: 'package', package: 'chai', name: 'Equal' },
            // node:test collects these itself; awaiting them at the top level is not how it is used.
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] },
          ],
        },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
  {
    // Arrows point one way (site → components → rules): widgets and pages reach the rules only
    // through a game's public index.ts or the engine's.
    files: ['components/**/*.ts', 'site/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The package's own entries (`rulebench/rules/engine`) are how a reader imports them.
              regex: '(^|(?<!^rulebench)/)rules/(?![a-z-]+/index\\.ts$)',
              message: 'Import the rules through rules/<game>/index.ts or rules/engine/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(components|site)/', message: 'rules/ knows nothing of widgets or the site.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
