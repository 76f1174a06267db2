import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { readdirSync } from 'node:fs';

/**
 * Each feature's model.ts (types, schemas, constants) and routes.ts (path and hash constants): the only
 * parts of a feature server/ may read (the search index needs every record's address).
 */
const featureModels = readdirSync(new URL('./src/features', import.meta.url)).flatMap((f) => [
  `./${f}/model.ts`,
  `./${f}/routes.ts`,
]);

/**
 * Import direction (docs/ARCHITECTURE.md): app -> features/shell -> ui/lib; features -> server on the
 * server side only. `ui` and `lib` never import features, the shell or server code; server-only modules
 * also carry `import 'server-only'`, so the build fails if client code ever reaches them.
 */
const zones = [
  { target: './src/ui', from: './src/features', message: 'ui/ never imports features/.' },
  { target: './src/ui', from: './src/shell', message: 'ui/ never imports the shell.' },
  { target: './src/ui', from: './src/server', message: 'ui/ never imports server code.' },
  { target: './src/ui', from: './app', message: 'ui/ never imports routes.' },
  { target: './src/lib', from: './src/features', message: 'lib/ never imports features/.' },
  { target: './src/lib', from: './src/shell', message: 'lib/ never imports the shell.' },
  { target: './src/lib', from: './src/ui', message: 'lib/ holds no components; it never imports ui/.' },
  {
    target: './src/lib',
    from: './src/server',
    message: 'lib/ is shared with the browser; it never imports server code.',
  },
  { target: './src/lib', from: './app', message: 'lib/ never imports routes.' },
  {
    target: './src/shell',
    from: './src/features',
    except: ['./news/routes.ts'],
    message:
      "the shell never imports features/ (but news/routes.ts: a prerendered list page's visible path, for the active menu entry).",
  },
  { target: './src/shell', from: './src/server', message: 'the shell is client code; it never imports server code.' },
  { target: './src/shell', from: './app', message: 'the shell never imports routes.' },
  { target: './src/features', from: './app', message: 'features/ never import routes.' },
  { target: './src/server', from: './app', message: 'server/ never imports routes.' },
  {
    target: './src/server',
    from: './src/features',
    except: featureModels,
    message: 'server/ is below features/; it reads only their model.ts and routes.ts (types, schemas, constants).',
  },
  { target: './src/server', from: './src/ui', message: 'server/ never imports components.' },
  {
    target: './src/features/*/client.ts',
    from: './src/features/*/server.ts',
    message: 'client code never imports server code.',
  },
  { target: './src/features/*/client.ts', from: './src/server', message: 'client code never imports server code.' },
];

const serverImports = {
  group: ['@/server', '@/server/*', '**/server', '**/server/*', '**/server.ts', './server', '../server'],
  message: 'server-only code never reaches client code (ARCHITECTURE.md).',
};
const upwardImports = {
  group: ['@/features', '@/features/*', '**/features/*', '@/shell', '@/shell/*', '**/shell/*', '**/app/*'],
  message: 'ui/ and lib/ sit below features/, the shell and routes (ARCHITECTURE.md).',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['src/ui/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, upwardImports] }] },
  },
  {
    // tests of ui/ may render to a string as the server does (react-dom/server is React's, not our server code)
    files: ['src/ui/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...serverImports, group: [...serverImports.group, '!react-dom/server'] }, upwardImports] },
      ],
    },
  },
  {
    files: ['src/shell/**', 'src/features/*/client.ts', 'src/features/*/use*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports] }] },
  },
  {
    files: ['scripts/**', 'serve/**', 'tests/**', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
  // formatting is Prettier's (npm run format); no stylistic lint rule to disagree with it
  prettier,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'data/**',
  ]),
]);
