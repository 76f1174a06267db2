import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * Import direction, one way (docs/ARCHITECTURE.md):
 *   app -> shell, features -> ui -> lib -> config -> domain;  features -> server -> lib, config, domain.
 * domain/ (schemas, types, constants, the path builder) imports nothing of ours; config/ only domain/;
 * browser code reads config/appConfig.ts, never the settings or headers modules (zod, the environment);
 * server/ imports no feature, shell or component; a feature reaches another only through its public
 * entry (index.ts, and client.ts for browser code). Server-only modules also carry
 * `import 'server-only'`, so a build fails if client code ever reaches them.
 */
const below = (target, layers, why) =>
  layers.map((from) => ({ target: `./src/${target}`, from: from === 'app' ? './app' : `./src/${from}`, message: why }));

const zones = [
  ...below(
    'domain',
    ['lib', 'ui', 'shell', 'features', 'server', 'app'],
    'domain/ is the bottom layer: it imports nothing of ours.',
  ),
  ...below(
    'config',
    ['lib', 'ui', 'shell', 'features', 'server', 'app'],
    'config/ reads the environment; it imports nothing of ours but domain/.',
  ),
  // browser code gets the baked values from config/appConfig.ts, never the settings or headers modules
  ...['lib', 'ui', 'shell', 'features'].map((target) => ({
    target: `./src/${target}`,
    from: './src/config',
    except: ['./appConfig.ts'],
    message: 'browser code reads the configuration from @/config/appConfig (the settings module is for the server).',
  })),
  ...below(
    'lib',
    ['ui', 'shell', 'features', 'server', 'app'],
    'lib/ is shared with the browser and sits below ui/, the shell, features/ and server/.',
  ),
  ...below(
    'ui',
    ['shell', 'features', 'server', 'app'],
    'ui/ holds generic components: no features, shell, server code or routes.',
  ),
  ...below('shell', ['features', 'server', 'app'], 'the shell never imports features/, server code or routes.'),
  ...below(
    'server',
    ['features', 'shell', 'ui', 'app'],
    'server/ sits below features/ and the shell: it reads domain/ and lib/ only.',
  ),
  ...below('features', ['app'], 'features/ never import routes.'),
  // a feature reaches another feature only through its public entries
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [
      `./${name}`,
      ...features.filter((f) => f !== name).flatMap((f) => [`./${f}/index.ts`, `./${f}/client.ts`]),
    ],
    message:
      'a feature imports another feature only through its public entry: @/features/{name} (index.ts) or @/features/{name}/client.',
  })),
  {
    target: './src/features/*/client.ts',
    from: './src/features/*/server.ts',
    message: 'client code never imports server code.',
  },
  { target: './src/features/*/client.ts', from: './src/server', message: 'client code never imports server code.' },
];

const serverImports = {
  group: ['@/server', '@/server/*', '**/server', '**/server/*', '**/server.ts', './server', '../server'],
  message: 'server-only code never reaches client code (docs/ARCHITECTURE.md).',
};
const upwardImports = {
  group: ['@/features', '@/features/*', '**/features/*', '@/shell', '@/shell/*', '**/shell/*', '**/app/*'],
  message: 'ui/ and lib/ sit below features/, the shell and routes (docs/ARCHITECTURE.md).',
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
  {
    // Schemas are written with zod/mini, through the one module that gives it its messages: the browser
    // loads the ones it validates answers with. Only the settings module, server-side, uses classic zod.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    ignores: ['src/domain/zod.ts', 'src/config/settings.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^zod(\\u002F|$)/]',
          message: "schemas use zod/mini through @/domain/zod (import * as z from '@/domain/zod').",
        },
      ],
    },
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
