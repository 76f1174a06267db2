import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: 'server-only', replacement: fileURLToPath(new URL('./tests/support/empty.ts', import.meta.url)) },
      { find: '@content', replacement: fileURLToPath(new URL('./content', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // one copy of graphql: Node loads graphql-yoga's `graphql` as CommonJS (index.js), Vite would take the
      // ES build (index.mjs) for our code; two copies break `instanceof GraphQLError` (errors get masked)
      { find: /^graphql$/, replacement: 'graphql/index.js' },
    ],
  },
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,mts}',
      'serve/**/*.test.{ts,mts}',
      'tests/api/**/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    unstubGlobals: true,
    // Workers are reused from file to file (each file still gets a fresh jsdom): a new worker per file cost
    // more than the tests (124 s against 57 s for the suite on 2 cores). Mocks and stubbed globals are undone
    // after every test; the suite also passes with its files shuffled (--sequence.shuffle.files).
    isolate: false,
  },
});
