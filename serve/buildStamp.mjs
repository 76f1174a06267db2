import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { bakedEnv, readSettings } from '../src/config/settings.ts';
import { MEDIA_FOLDER } from '../src/domain/media.ts';

/** What the code of a build is made of (src/config holds the settings and headers). */
const CODE = [
  'app',
  'src',
  'db',
  'serve/precompress.mjs',
  'serve/postbuild.mjs',
  'serve/deferHydration.mjs',
  'serve/preloadImage.mjs',
  'serve/nextOutput.ts',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
];
/** The department's content besides the news files (those count wherever NEWS_DIR points). */
const CONTENT = ['content', 'public'];
/** The news items' own images and documents: they count with the news, so a news item's photograph is news. */
const NEWS_FILES = [join('public', 'static', 'news'), join('public', 'static', 'attachments')];

function* files(dir, only = () => true) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) yield* files(path, only);
    else if (!/\.test\.tsx?$/.test(name) && only(name)) yield path;
  }
}

function hashTree(hash, base, path, skip = [], only = undefined) {
  if (!existsSync(path)) return;
  const list = statSync(path).isDirectory() ? files(path, only) : [path];
  for (const file of list) {
    if (skip.some((folder) => file === folder || file.startsWith(folder + sep))) continue;
    hash.update(relative(base, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
}

/**
 * Hashes of the build inputs, in three parts, and the stamp of them all: equal stamps mean an equal
 * build. `code` covers the sources, the lock file, the compiler options and the baked-in variables of
 * src/config/settings.ts (by their validated values: unset and default stamp the same); `content` the
 * content files and public/; `news` the files of NEWS_DIR and the news items' images and documents. `runtime` is what a build needs to run: the
 * Node major version and the lock file. Throws a ConfigError naming a bad variable.
 */
export function buildInputs(root, env = process.env) {
  const settings = readSettings(env, root);
  const code = createHash('sha256');
  for (const [key, value] of Object.entries(bakedEnv(settings))) code.update(`${key}=${value}\n`);
  for (const input of CODE) hashTree(code, root, join(root, input));
  // Next adds its build folders' type paths to tsconfig's `include`; only the compiler options matter
  const tsconfig = join(root, 'tsconfig.json');
  if (existsSync(tsconfig)) code.update(JSON.stringify(JSON.parse(readFileSync(tsconfig, 'utf8')).compilerOptions));

  const content = createHash('sha256');
  // the news files count in `news`: NEWS_DIR's, never content/news when NEWS_DIR points elsewhere
  const news = [settings.newsDir, join(root, 'content', 'news')];
  // the images' derivatives follow from the sources (counted here) and are written by the builds themselves
  const derivatives = join(root, 'public', 'static', MEDIA_FOLDER);
  const newsFiles = NEWS_FILES.map((folder) => join(root, folder));
  for (const input of CONTENT) hashTree(content, root, join(root, input), [...news, derivatives, ...newsFiles]);

  const newsHash = createHash('sha256');
  if (existsSync(settings.newsDir) && statSync(settings.newsDir).isDirectory()) {
    // what the news reader reads: an editor's swap or backup file is not news
    hashTree(newsHash, settings.newsDir, settings.newsDir, [], (name) => name.endsWith('.md') && !name.startsWith('.'));
  }
  for (const folder of newsFiles) hashTree(newsHash, root, folder);

  const parts = {
    code: code.digest('hex'),
    content: content.digest('hex'),
    news: newsHash.digest('hex'),
    runtime: runtimeStamp(root),
  };
  const stamp = createHash('sha256').update(`${parts.code}\n${parts.content}\n${parts.news}\n`).digest('hex');
  return { ...parts, stamp };
}

/** What a build needs to run (the `runtime` part of buildInputs): the Node major version and the lock file. */
export function runtimeStamp(root) {
  const lock = createHash('sha256');
  hashTree(lock, root, join(root, 'package-lock.json'));
  return `node${process.versions.node.split('.')[0]}-${lock.digest('hex').slice(0, 16)}`;
}

/** The stamp of the build inputs (see buildInputs). */
export function buildStamp(root, env = process.env) {
  return buildInputs(root, env).stamp;
}

/**
 * The build id Next is given (next.config.ts): the code and the department's content, not the news. A
 * publication of news alone keeps it, so the pages it did not change come out byte for byte as before (the
 * addresses that did change are what a CDN is told to purge), and a browser holding a page of the last
 * build goes on navigating (Next reloads the page when the id differs).
 */
export function buildIdOf(inputs) {
  return createHash('sha256').update(`${inputs.code}\n${inputs.content}\n`).digest('base64url').slice(0, 21);
}
