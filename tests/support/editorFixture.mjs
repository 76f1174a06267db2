/**
 * The editor of the browser tests (project `editor` in playwright.config.ts): `npm run edit` on a
 * scratch git repository holding a copy of content/ and public/static/, so that its saves and commits
 * never touch the project. Run as a script, it makes the copy and then starts the editor on it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const EDITOR_DIR = resolve('.e2e-data/editor');
export const EDITOR_REPO = join(EDITOR_DIR, 'repo');
export const EDITOR_AUTHOR = 'Editor Test <editor-test@example.org>';
/** The author of the copy's first commit, so a test can tell the editor's commits from it. */
export const FIXTURE_AUTHOR = 'Fixture <fixture@example.org>';

export function makeEditorRepo(root = process.cwd()) {
  rmSync(EDITOR_DIR, { recursive: true, force: true });
  mkdirSync(join(EDITOR_REPO, 'public'), { recursive: true });
  cpSync(join(root, 'content'), join(EDITOR_REPO, 'content'), { recursive: true });
  // the images' derivatives are no content of the repository (public/static/_media is outside git)
  const media = join(root, 'public', 'static', '_media');
  cpSync(join(root, 'public', 'static'), join(EDITOR_REPO, 'public', 'static'), {
    recursive: true,
    filter: (source) => source !== media,
  });
  // what the project keeps out of git stays out there too (a content check writes derivatives and a manifest)
  cpSync(join(root, '.gitignore'), join(EDITOR_REPO, '.gitignore'));
  const [, name, email] = /^(.*) <(.*)>$/.exec(FIXTURE_AUTHOR);
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: name,
    GIT_AUTHOR_EMAIL: email,
    GIT_COMMITTER_NAME: name,
    GIT_COMMITTER_EMAIL: email,
  };
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['commit', '-qm', 'The content as it was'],
  ]) {
    const r = spawnSync('git', args, { cwd: EDITOR_REPO, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`git ${args[0]}: ${r.stderr}`);
  }
}

if (import.meta.filename === process.argv[1]) {
  makeEditorRepo();
  const child = spawn(process.execPath, ['scripts/edit.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      EDIT_DIR: EDITOR_REPO,
      EDIT_AUTHOR: EDITOR_AUTHOR,
      EDIT_DIST_DIR: '.next-editor-test',
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
}
