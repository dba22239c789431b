// Lint for the suite: TypeScript's rules with types, so that a promise left
// without `await` (an assertion that cannot fail) is an error, and
// Playwright's own recommended rules. `npm run lint`; `make test-e2e` runs it.
import js from '@eslint/js';
import playwright from 'eslint-plugin-playwright';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['test-results', 'playwright-report', 'screenshots/out'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  playwright.configs['flat/recommended'],
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // Left to judgment, as the suite uses them on purpose: a test that
      // checks one layout on a phone and another on a desktop; a skip with
      // its reason where a server the suite did not start cannot be swapped;
      // a forced click that plays a visitor tapping a disabled control.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
      'playwright/no-force-option': 'off',
      'playwright/consistent-spacing-between-blocks': 'off',
    },
  },
  // Not tests: pictures for people to look at, taken once the lazy photos have loaded.
  { files: ['screenshots/**'], rules: { 'playwright/expect-expect': 'off', 'playwright/no-networkidle': 'off' } },
);
