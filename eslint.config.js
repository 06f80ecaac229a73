// Lint rules for the whole project: TypeScript everywhere, React hooks and
// accessibility in the app. Formatting is Prettier's job (eslint-config-prettier
// switches off every rule that would fight it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'dist/', 'dist-ssr/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('./x')` names a module loaded lazily without loading it eagerly.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Stripping control characters from names, headers and file names is the point of those expressions.
      'no-control-regex': 'off',
      'no-console': 'off',
    },
  },
  {
    // A function fits on a screen: one that grows past 80 lines (blank lines and comments aside) is split along its
    // responsibilities. Tests are exempt: a describe block lists its cases. A function kept longer says why, beside
    // an eslint-disable-next-line comment.
    files: ['app/**/*.{ts,tsx}', 'api/**/*.ts', 'shared/**/*.ts', 'testing/**/*.ts', 'tools/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The API's paths are written once, in its table (shared/api/endpoints.ts): code that calls or serves an
    // endpoint takes the path from there: the server registers it (`on(router, endpoints.contact)`), the browser
    // calls it through its client (`request(publicEndpoints.orderView, { params: { token } })`, app/core/api/).
    // Tests are exempt: they check what goes over the wire.
    files: ['app/**/*.{ts,tsx}', 'api/**/*.ts', 'shared/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'shared/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'An API path comes from the table in shared/api/endpoints.ts.' },
        {
          selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]',
          message: 'An API path comes from the table in shared/api/endpoints.ts.',
        },
      ],
    },
  },
  {
    // Tests wait for conditions, never for time (issue 24): no fixed pauses "to let things settle". Wait for the
    // thing itself (expect.poll, vi.waitFor, xstate's waitFor, page.waitForResponse, an event), or move a fake clock
    // when the code under test runs on timers. A timer that is the test's input (a slow upload, work that takes a
    // while) is allowed beside an eslint-disable-next-line comment saying so.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message: 'A test waits for a condition, not for time: expect.poll, vi.waitFor, an event, or a fake clock.',
        },
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setImmediate']",
          message: 'A test waits for a condition, not for a turn of the event loop: expect.poll, vi.waitFor or an event.',
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'A browser test waits for a condition (expect, waitForResponse, waitForFunction), not for time.',
        },
      ],
    },
  },
  {
    // A migration is written against the schema of its day, not today's types (Kysely's advice: Kysely<any>).
    files: ['api/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter: `{}` is how one says "none".
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      // Written for the React Compiler, which we do not run: it cannot tell a ref handed to `ref=` through an
      // object (`ref={fields.title}`) from one read while rendering, so every form with focus-on-error trips it.
      'react-hooks/refs': 'off',
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling list or log must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['ol', 'ul'], roles: ['tabpanel', 'log'] }],
      // Our media have no caption track to give: customers' own reaction recordings, songs whose lyrics are on the
      // page, and promo videos whose captions are burned into the picture.
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  {
    files: ['app/sw.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  prettier,
);
