/**
 * The editor's browser side (src/editor/ui.tsx: Keystatic, our config and fields) as one minified
 * bundle, built when `npm run edit` starts. Served from a dev server's page it would be 49 scripts and
 * 16.9 MB of development code for every load; this is one file.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { EDITOR_UI_FILE } from '../src/editor/values.ts';

export async function buildEditorUi(root, outDir) {
  mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/editor/ui.tsx'],
    tsconfig: 'tsconfig.json', // its paths: @/ and @content/
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outfile: join(outDir, EDITOR_UI_FILE),
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG': 'undefined',
    },
    logOverride: { 'module-level-directive': 'silent' },
    logLevel: 'warning',
    metafile: true,
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  return { ms: Date.now() - started, bytes };
}
