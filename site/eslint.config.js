// Lint: JavaScript's and TypeScript's recommended rules, and React's rules of
// hooks (with the React Compiler's checks: no setState straight in an effect,
// no ref written during render). `npm run lint`; `make test` runs it.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', '.prerender'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    languageOptions: { globals: globals.browser },
    rules: {
      // A `let` assigned once, after a closure that reads it was made (loadAfterPaint.ts), stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Build scripts, their tests and the tool configs run in Node.
  { files: ['scripts/**', '*.config.*'], languageOptions: { globals: globals.node } },
);
