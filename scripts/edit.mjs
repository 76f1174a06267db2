/**
 * `npm run edit`: the content editor (Keystatic) and a preview of the site, in one Next dev server on
 * EDIT_HOST:EDIT_PORT (loopback by default). Every save is checked, written to content/ and
 * public/static/, and committed to git; a running `npm start` publishes it.
 * EDIT_DIST_DIR moves its build folder (default .next-editor), database ({EDIT_DIST_DIR}-data) and the
 * editor's own page ({EDIT_DIST_DIR}-ui, built by scripts/editor-ui.mjs at start), so
 * the browser tests' editor and a working one can run side by side.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { exitOnConfigError, readSettings } from '../src/config/settings.ts';
import { buildEditorUi } from './editor-ui.mjs';

const settings = exitOnConfigError(() => readSettings(process.env));
const root = settings.editor.dir;

const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
if (git(['rev-parse', '--is-inside-work-tree']).stdout.trim() !== 'true') {
  console.error(`npm run edit: ${root} is not a git checkout; every save is a commit, so the editor needs one.`);
  process.exit(1);
}
if (!settings.editor.author && !git(['config', 'user.email']).stdout.trim()) {
  console.error(
    'npm run edit: who is editing? Set EDIT_AUTHOR="Name <email>" (or git config user.name and user.email): every save is a commit by that author.',
  );
  process.exit(1);
}
if (!existsSync(resolve(root, 'content'))) {
  console.error(`npm run edit: ${root} has no content/ folder.`);
  process.exit(1);
}

const distDir = process.env.EDIT_DIST_DIR || '.next-editor';
const ui = await buildEditorUi(process.cwd(), resolve(`${distDir}-ui`));
console.log(`npm run edit: the editor's page built (${(ui.bytes / 1e6).toFixed(1)} MB, ${ui.ms} ms)`);

const { host, port } = settings.editor;
const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const child = spawn(process.execPath, [next, 'dev', '--hostname', host, '--port', String(port)], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: {
    ...process.env,
    SCUID_EDITOR: '1',
    // the editor's own build folder and database, apart from npm start's; addresses without a base path
    NEXT_DIST_DIR: distDir,
    DATA_DIR: resolve(`${distDir}-data`),
    NEWS_DIR: resolve(root, 'content', 'news'),
    EDIT_DIR: root,
    BASE_PATH: '',
  },
});
let announced = false;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready in|ready/i.test(String(chunk))) {
    announced = true;
    console.log(`\n  網站內容編輯 Site editor: ${url}/keystatic\n  預覽 Preview:           ${url}/\n`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
