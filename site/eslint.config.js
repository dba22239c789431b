// Lint: JavaScript's and TypeScript's recommended rules, React's rules of
// hooks (with the React Compiler's checks: no setState straight in an effect,
// no ref written during render), and the app's import direction. `npm run
// lint`; `make test` runs it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url));

/**
 * Imports flow one way: app → features → components, lib and content. A
 * feature does not import another: what two features share moves down.
 */
const layers = [
  { target: './src/features', from: './src/app', message: 'features do not import the app: pass what they need down.' },
  ...['components', 'lib', 'content'].map((part) => ({
    target: `./src/${part}`,
    from: ['./src/app', './src/features'],
    message: `${part}/ sits below the app and its features: move what it needs down.`,
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'features do not import each other: move what two share to components/, lib/ or content/.',
  })),
];

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
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layers }] },
  },
  // The build-time code, its tests and the tool configs run in Node.
  { files: ['tooling/**', '*.config.*'], languageOptions: { globals: globals.node } },
);
