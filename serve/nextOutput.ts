/**
 * Everything serve/ assumes about what `next build` writes, and the check that a build still matches
 * (checkNextOutput, run by serve/postbuild.mjs right after `next build`). None of it is Next's public
 * API: the markup of a prerendered page's scripts, the `.meta` file whose headers Next sends with the
 * page, the fields of routes-manifest.json and required-server-files.json, and how Next's router chains
 * `beforeFiles` rewrites and applies headers() rules. No other module of ours imports `next/dist`. When Next changes one of them the check fails the build, naming it, instead
 * of the site quietly losing deferred hydration or its CSP.
 *
 * The rest of serve/ reads the build only through the functions here, which accept what the check
 * accepts and refuse anything else by name: nothing is served on an assumption the check did not verify.
 *
 * TypeScript that Node runs as it is (erasable syntax only); Next's router helpers are CommonJS.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';
import loadCustomRoutes, { type RouteHas } from 'next/dist/lib/load-custom-routes.js';
import type { NextConfig } from 'next';
import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem.js';
import { parseUrl } from 'next/dist/shared/lib/router/utils/parse-url.js';
import { compileNonPath, matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination.js';

/** The names the check's messages give each assumption. */
export const ASSUMPTION = {
  pages: 'prerendered pages',
  scripts: 'script markup',
  preloads: 'preload markup',
  charset: 'charset meta',
  flight: 'flight data markup',
  staticFiles: 'static files',
  pageHeaders: 'page headers (.meta)',
  basePath: 'routes-manifest.json basePath',
  rewrites: 'routes-manifest.json rewrites',
  buildEnv: 'required-server-files.json config.env',
  rewriteChaining: 'rewrite chaining',
} as const;
export type Assumption = (typeof ASSUMPTION)[keyof typeof ASSUMPTION];

export interface OutputFailure {
  assumption: Assumption;
  detail: string;
}

/** How many failures of one assumption a message lists (a markup change fails every page alike). */
const LISTED_PER_ASSUMPTION = 5;

function describeFailures(failures: readonly OutputFailure[]): string {
  const lines: string[] = [];
  const byAssumption = Map.groupBy(failures, (f) => f.assumption);
  for (const [assumption, list] of byAssumption) {
    for (const f of list.slice(0, LISTED_PER_ASSUMPTION))
      lines.push(`Next output check failed: ${assumption} — ${f.detail}`);
    if (list.length > LISTED_PER_ASSUMPTION)
      lines.push(
        `Next output check failed: ${assumption} — and ${list.length - LISTED_PER_ASSUMPTION} more like these`,
      );
  }
  return lines.join('\n');
}

/** A build that does not match what serve/ assumes; the message names each assumption that failed. */
export class NextOutputError extends Error {
  readonly failures: readonly OutputFailure[];
  constructor(failures: readonly OutputFailure[]) {
    super(describeFailures(failures));
    this.name = 'NextOutputError';
    this.failures = failures;
  }
}

function fail(assumption: Assumption, detail: string): never {
  throw new NextOutputError([{ assumption, detail }]);
}

/** The build folder (NEXT_DIST_DIR, read by src/config/settings.ts) under the project root. */
export const distFolder = (root: string, distDir: string) => join(root, distDir);

// ---------------------------------------------------------------------------------------------------
// Static files: `{assetPrefix}{basePath}/_next/static/{rel}` is the file `{dist}/static/{rel}`.

export const STATIC_URL_PATH = '/_next/static/';
export const staticFolder = (dist: string) => join(dist, 'static');

/** The file behind a URL of the build's static files, or null for any other URL. */
export function staticFile(dist: string, url: string): string | null {
  const at = url.indexOf(STATIC_URL_PATH);
  if (at === -1) return null;
  const rel = url.slice(at + STATIC_URL_PATH.length).split(/[?#]/)[0]!;
  const folder = staticFolder(dist);
  const file = join(folder, ...rel.split('/'));
  return file.startsWith(folder + sep) ? file : null;
}

// ---------------------------------------------------------------------------------------------------
// A prerendered page's markup, as React and Next write it.

/** The charset declaration, first in <head>; it must stay within the first 1024 bytes. */
export const CHARSET_META = '<meta charSet="utf-8"/>';
const CHARSET_WITHIN_BYTES = 1024;

export interface NextScript {
  src: string;
  /** where the element starts, and its whole text (opening tag to `</script>`, or the opening tag alone) */
  index: number;
  text: string;
  /** `async`: Next's `<script src async>` (deferrable); `noModule`: the legacy polyfills; `unknown`: neither */
  kind: 'async' | 'noModule' | 'unknown';
}

const SCRIPT_TAG = /<script\b[^>]*>/gi;
const SRC_ATTR = /\ssrc="([^"]*)"/i;
const END_SCRIPT = '</script>';

/** Every `<script src>` element of the page that loads a file of the build, each in one of Next's forms or `unknown`. */
export function nextScripts(html: string): NextScript[] {
  const found: NextScript[] = [];
  for (const m of html.matchAll(SCRIPT_TAG)) {
    const tag = m[0];
    const src = SRC_ATTR.exec(tag)?.[1];
    if (src === undefined || !src.includes(STATIC_URL_PATH)) continue;
    const closed = html.startsWith(END_SCRIPT, m.index + tag.length);
    const text = closed ? tag + END_SCRIPT : tag;
    let kind: NextScript['kind'] = 'unknown';
    if (closed && src.endsWith('.js') && tag === `<script src="${src}" async="">`) kind = 'async';
    else if (closed && tag === `<script src="${src}" noModule="">`) kind = 'noModule';
    found.push({ src, index: m.index, text, kind });
  }
  return found;
}

const scriptMarkupFailure = (script: NextScript, page: string) =>
  `${script.text} in ${page} is not the \`<script src async>\` form deferHydration defers (nor the \`<script src noModule>\` one it leaves)`;

/**
 * The page with each of Next's `<script src async>` elements replaced by `replacement(src)`, and their
 * sources in order. A script of the build in another form stops it (it would load as before, unseen).
 */
export function replaceNextScripts(
  html: string,
  replacement: (src: string) => string,
  page = 'the page',
): { html: string; sources: string[] } {
  const sources: string[] = [];
  let out = '';
  let from = 0;
  for (const script of nextScripts(html)) {
    if (script.kind === 'unknown') fail(ASSUMPTION.scripts, scriptMarkupFailure(script, page));
    if (script.kind !== 'async') continue;
    out += html.slice(from, script.index) + replacement(script.src);
    from = script.index + script.text.length;
    sources.push(script.src);
  }
  return { html: out + html.slice(from), sources };
}

export interface ScriptPreload {
  href: string;
  index: number;
  text: string;
  kind: 'preload' | 'unknown';
}

const LINK_TAG = /<link\b[^>]*>/gi;
const HREF_ATTR = /\shref="([^"]*)"/i;

/**
 * Every `<link>` that fetches a script ahead (`as="script"`, `rel="modulepreload"`, or a `.js` file of
 * the build): Next's `<link rel="preload" as="script" fetchPriority="low" href/>`, or `unknown`.
 */
export function scriptPreloads(html: string): ScriptPreload[] {
  const found: ScriptPreload[] = [];
  for (const m of html.matchAll(LINK_TAG)) {
    const tag = m[0];
    const href = HREF_ATTR.exec(tag)?.[1] ?? '';
    const forScript =
      /\sas="script"/i.test(tag) ||
      /\srel="modulepreload"/i.test(tag) ||
      (href.includes(STATIC_URL_PATH) && /\.m?js(?:[?#]|$)/.test(href));
    if (!forScript) continue;
    const kind = tag === `<link rel="preload" as="script" fetchPriority="low" href="${href}"/>` ? 'preload' : 'unknown';
    found.push({ href, index: m.index, text: tag, kind });
  }
  return found;
}

const preloadMarkupFailure = (preload: ScriptPreload, page: string) =>
  `${preload.text} in ${page} is not the \`<link rel="preload" as="script" fetchPriority="low" href/>\` form deferHydration drops for a deferred script`;

/** The page without Next's preload hints of the scripts in `hrefs`; an unknown script preload stops it. */
export function removeScriptPreloads(html: string, hrefs: ReadonlySet<string>, page = 'the page'): string {
  let out = '';
  let from = 0;
  for (const preload of scriptPreloads(html)) {
    if (preload.kind === 'unknown') fail(ASSUMPTION.preloads, preloadMarkupFailure(preload, page));
    if (!hrefs.has(preload.href)) continue;
    out += html.slice(from, preload.index);
    from = preload.index + preload.text.length;
  }
  return out + html.slice(from);
}

/** Where CHARSET_META ends, or -1 when it is not within the first 1024 bytes. */
function afterCharset(html: string): number {
  const at = html.indexOf(CHARSET_META);
  if (at === -1) return -1;
  const end = at + CHARSET_META.length;
  return Buffer.byteLength(html.slice(0, end)) <= CHARSET_WITHIN_BYTES ? end : -1;
}

const charsetFailure = (page: string) =>
  `${page} has no ${CHARSET_META} in its first ${CHARSET_WITHIN_BYTES} bytes (the boot script goes right after it)`;

/** The page with `markup` right after its charset declaration. */
export function insertAfterCharset(html: string, markup: string, page = 'the page'): string {
  const at = afterCharset(html);
  if (at === -1) fail(ASSUMPTION.charset, charsetFailure(page));
  return html.slice(0, at) + markup + html.slice(at);
}

// ---------------------------------------------------------------------------------------------------
// React's server payload ("flight data"), which hydration reads: Next inlines it at the end of the body
// as `<script>self.__next_f.push([1,"..."])</script>` elements after a bootstrap `push([0])`. Its text
// is escaped for HTML (no `</script>` inside), so the first `)</script>` ends each push.

export const FLIGHT_BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const FLIGHT_PUSH = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g;
/** Where the flight data of each page goes, under the build's static files. */
export const FLIGHT_FOLDER = 'flight';

/** A flight chunk: `[type, data...]`, the argument of one push. */
export type FlightChunk = [number, ...unknown[]];

const isFlightChunk = (v: unknown): v is FlightChunk => Array.isArray(v) && typeof v[0] === 'number';

/**
 * The page without its inline flight data, and the data's chunks in order. The bootstrap stays: it
 * creates the queue the chunks go into. Markup of another form stops it (it would stay inline, unseen).
 */
export function extractFlight(html: string, page = 'the page'): { html: string; chunks: FlightChunk[] } {
  const chunks: FlightChunk[] = [];
  const out = html.replace(FLIGHT_PUSH, (whole, arg: string) => {
    let chunk: unknown;
    try {
      chunk = JSON.parse(arg);
    } catch {
      chunk = undefined;
    }
    if (!isFlightChunk(chunk))
      fail(ASSUMPTION.flight, `${whole.slice(0, 60)}… in ${page} is not a push of a JSON array [type, data]`);
    chunks.push(chunk);
    return '';
  });
  if (chunks.length > 0 && !html.includes(FLIGHT_BOOTSTRAP))
    fail(ASSUMPTION.flight, `${page} has flight data but not its bootstrap ${FLIGHT_BOOTSTRAP}`);
  return { html: out, chunks };
}

/**
 * Writes flight chunks as a JSON file of the build's static files, named by its content (served as an
 * immutable asset, kept a day by a retired build); returns its path under `/_next/static/`.
 */
export function writeFlightFile(dist: string, chunks: readonly FlightChunk[]): string {
  const body = JSON.stringify(chunks);
  const name = flightFileName(body);
  const file = join(staticFolder(dist), ...name.split('/'));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  return name;
}

/** A flight file's path under `/_next/static/`, named by its content. */
export const flightFileName = (body: string | Buffer) =>
  `${FLIGHT_FOLDER}/${createHash('sha256').update(body).digest('base64url').slice(0, 20)}.json`;

/** How Turbopack names a chunk it loads later (a dynamic import) inside the code of another: a string literal. */
const LAZY_CHUNK = /"static\/chunks\/([\w.-]+\.js)"/g;

/**
 * The chunks a page may load later (its dynamic imports: the code of a panel, the API clients), found in the
 * code of its scripts and of those chunks in turn, as URLs beside the page's scripts; not the scripts
 * themselves. A name with no file in the build's static folder fails.
 */
export function lazyChunks(dist: string, sources: readonly string[], page = 'the page'): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = sources.map((src) => ({ src, file: staticFile(dist, src) }));
  const initial = new Set(sources.map((src) => src.split('/').pop()));
  while (queue.length > 0) {
    const { src, file } = queue.shift()!;
    if (!file || seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(file)) fail(ASSUMPTION.staticFiles, `${src} (loaded by ${page}) is not a file of the build`);
    for (const m of readFileSync(file, 'utf8').matchAll(LAZY_CHUNK)) {
      const name = m[1]!;
      const url = staticUrlBeside(src, `chunks/${name}`);
      if (!initial.has(name)) found.add(url);
      queue.push({ src: url, file: staticFile(dist, url) });
    }
  }
  return [...found];
}

/** The URL of `rel` under `/_next/static/`, with the same prefix (base path, asset prefix) as a script of the page. */
export function staticUrlBeside(scriptSrc: string, rel: string): string {
  const at = scriptSrc.indexOf(STATIC_URL_PATH);
  if (at === -1) fail(ASSUMPTION.staticFiles, `${scriptSrc} is not under ${STATIC_URL_PATH}`);
  return scriptSrc.slice(0, at + STATIC_URL_PATH.length) + rel;
}

// ---------------------------------------------------------------------------------------------------
// Prerendered pages: `{dist}/server/app/{route}.html`, and beside it `{route}.meta`, JSON whose
// `headers` Next sends with the page.

export const prerenderedFolder = (dist: string) => join(dist, 'server', 'app');

export interface PrerenderedPage {
  /** the page file and its `.meta` */
  html: string;
  meta: string;
  /** the page file relative to the build folder, for messages */
  name: string;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

/** Every prerendered page of the build. */
export function prerenderedPages(dist: string): PrerenderedPage[] {
  const folder = prerenderedFolder(dist);
  if (!existsSync(folder)) fail(ASSUMPTION.pages, `no folder ${relative(dist, folder)}`);
  return [...htmlFiles(folder)].map((html) => ({
    html,
    meta: html.replace(/\.html$/, '.meta'),
    name: relative(dist, html).split(sep).join('/'),
  }));
}

/** The file of the prerendered page at an app path (no base path), whether or not it exists. */
export const pageFileOf = (dist: string, path: string) =>
  join(prerenderedFolder(dist), `${path === '/' ? '/index' : path.replace(/\/$/, '')}.html`);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringRecord = (v: unknown): v is Record<string, string> =>
  isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

function readPageMeta(metaFile: string, name: string): Record<string, unknown> & { headers: Record<string, unknown> } {
  if (!existsSync(metaFile)) fail(ASSUMPTION.pageHeaders, `${name} has no .meta file beside it (its headers)`);
  let meta: unknown;
  try {
    meta = JSON.parse(readFileSync(metaFile, 'utf8'));
  } catch {
    fail(ASSUMPTION.pageHeaders, `the .meta of ${name} is not JSON`);
  }
  if (!isRecord(meta) || !isRecord(meta.headers))
    fail(
      ASSUMPTION.pageHeaders,
      `the .meta of ${name} has no \`headers\` object (the headers Next sends with the page, where its CSP goes)`,
    );
  return meta as Record<string, unknown> & { headers: Record<string, unknown> };
}

/** Adds `headers` to those Next sends with a prerendered page (its `.meta`). */
export function setPageHeaders(page: PrerenderedPage, headers: Record<string, string>): void {
  const meta = readPageMeta(page.meta, page.name);
  meta.headers = { ...meta.headers, ...headers };
  writeFileSync(page.meta, JSON.stringify(meta));
}

// ---------------------------------------------------------------------------------------------------
// Manifests.

function readManifest(dist: string, file: string, assumption: Assumption): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(join(dist, file), 'utf8'));
  } catch (error) {
    fail(assumption, `${file} cannot be read as JSON (${(error as Error).message})`);
  }
  if (!isRecord(value)) fail(assumption, `${file} is not a JSON object`);
  return value as Record<string, unknown>;
}

/** The base path the build was made for: "" or "/{segments}" (routes-manifest.json `basePath`). */
export function readBasePath(dist: string): string {
  const basePath = readManifest(dist, 'routes-manifest.json', ASSUMPTION.basePath).basePath;
  if (typeof basePath !== 'string' || (basePath !== '' && !/^\/[^?#]*[^/?#]$/.test(basePath)))
    fail(ASSUMPTION.basePath, `basePath is ${JSON.stringify(basePath)}, not "" or a path like "/dept"`);
  return basePath as string;
}

/** The values next.config.ts `env` baked into the build (required-server-files.json `config.env`). */
export function readBuildEnv(dist: string): Record<string, string> {
  const config = readManifest(dist, 'required-server-files.json', ASSUMPTION.buildEnv).config;
  const env = isRecord(config) ? config.env : undefined;
  if (!isStringRecord(env))
    fail(ASSUMPTION.buildEnv, `config.env is ${JSON.stringify(env) ?? 'missing'}, not an object of strings`);
  return env as Record<string, string>;
}

/** A rewrite as next.config.ts returns it and routes-manifest.json keeps it. */
export interface NextRewrite {
  source: string;
  destination: string;
  has?: RouteHas[];
  missing?: RouteHas[];
}

const isConditionList = (v: unknown) =>
  v === undefined || (Array.isArray(v) && v.every((c) => isRecord(c) && typeof c.type === 'string'));
const isRewrite = (v: unknown): v is NextRewrite =>
  isRecord(v) &&
  typeof v.source === 'string' &&
  typeof v.destination === 'string' &&
  isConditionList(v.has) &&
  isConditionList(v.missing);

/** The `beforeFiles` rewrites of the build (routes-manifest.json `rewrites.beforeFiles`), base path included. */
export function readBeforeFilesRewrites(dist: string): NextRewrite[] {
  const rewrites = readManifest(dist, 'routes-manifest.json', ASSUMPTION.rewrites).rewrites;
  const beforeFiles = isRecord(rewrites) ? rewrites.beforeFiles : undefined;
  if (!Array.isArray(beforeFiles) || !beforeFiles.every(isRewrite))
    fail(ASSUMPTION.rewrites, `rewrites.beforeFiles is not a list of { source, destination, has? } rules`);
  return beforeFiles as NextRewrite[];
}

// ---------------------------------------------------------------------------------------------------
// How Next's router applies `beforeFiles` rewrites (server/lib/router-utils/resolve-routes): every rule
// in order, each matched against the path the rules before it left (a match does not stop the list),
// with Next's own matchers: the source compiled as the router compiles it, `has` conditions on the
// query (a repeated key counts by its last value), named groups as parameters.

/** Where `beforeFiles` rewrites send a URL (path and query): the path it is served from, or null when none rewrote it. */
export function rewriteRouter(rewrites: readonly NextRewrite[]): (url: string) => string | null {
  const routes = rewrites.map((r) => buildCustomRoute('before_files_rewrite', r));
  const request = { headers: {} } as IncomingMessage;
  return (url) => {
    const parsed = parseUrl(url);
    const original = parsed.pathname;
    let path = original;
    const query = { ...parsed.query };
    for (const route of routes) {
      let params = route.match(path);
      if (params && (route.has || route.missing)) {
        const fromConditions = matchHas(request, query, route.has, route.missing);
        params = fromConditions ? Object.assign(params, fromConditions) : false;
      }
      if (!params) continue;
      const { parsedDestination } = prepareDestination({
        appendParamsToQuery: true,
        destination: route.destination,
        params,
        query,
      });
      path = parsedDestination.pathname;
      Object.assign(query, parsedDestination.query);
    }
    return path === original ? null : path;
  };
}

// How Next's router applies headers() rules (resolve-routes): each rule loaded as Next loads them
// (validation, base path), matched in order, its values compiled with the rule's parameters; a later
// rule overrides an earlier one.

export interface NextHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
  basePath?: false;
  has?: RouteHas[];
  missing?: RouteHas[];
}

/** The headers Next sends for a path (and an Origin), from next.config.ts headers() rules. */
export async function headerRouter(
  rules: readonly NextHeaderRule[],
  basePath: string,
): Promise<(path: string, origin?: string) => Record<string, string>> {
  const { headers } = await loadCustomRoutes({ basePath, headers: async () => [...rules] } as NextConfig);
  const routes = headers.map((r) => buildCustomRoute('header', r, basePath));
  return (path, origin) => {
    const sent: Record<string, string> = {};
    const request = { headers: origin ? { origin } : {} } as unknown as IncomingMessage;
    for (const route of routes) {
      let params = route.match(path);
      if (params && (route.has || route.missing)) {
        const fromConditions = matchHas(request, {}, route.has, route.missing);
        params = fromConditions ? Object.assign(params, fromConditions) : false;
      }
      if (!params) continue;
      const compile = Object.keys(params).length > 0;
      for (const h of route.headers) {
        const key = compile ? compileNonPath(h.key, params) : h.key;
        sent[key.toLowerCase()] = compile ? compileNonPath(h.value, params) : h.value;
      }
    }
    return sent;
  };
}

// ---------------------------------------------------------------------------------------------------
// The check.

/** Where the built rewrites must send an app path (no base path; the check adds the build's). */
export type RouteExpectation =
  /** rewritten to this app path, or (null) served as it is */
  | { url: string; to: string | null }
  /** rewritten to a path no prerendered page has: a 404 */
  | { url: string; toMissingPage: true };

export interface OutputExpectations {
  /** sample URLs and where the built `beforeFiles` rewrites must send them */
  routes?: readonly RouteExpectation[];
  /** the keys the build env must have */
  buildEnvKeys?: readonly string[];
  /** a page an earlier run finished already (its scripts deferred): its markup is ours now */
  finished?: (html: string) => boolean;
}

export interface CheckedOutput {
  basePath: string;
  buildEnv: Record<string, string>;
  pages: PrerenderedPage[];
}

/** Collects the failures of `read` instead of stopping at them. */
function collecting<T>(failures: OutputFailure[], read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof NextOutputError)) throw error;
    failures.push(...error.failures);
    return undefined;
  }
}

function checkPageMarkup(dist: string, html: string, name: string, failures: OutputFailure[]): void {
  const scripts = nextScripts(html);
  for (const script of scripts) {
    if (script.kind === 'unknown') {
      failures.push({ assumption: ASSUMPTION.scripts, detail: scriptMarkupFailure(script, name) });
      continue;
    }
    const file = staticFile(dist, script.src);
    if (!file || !existsSync(file))
      failures.push({
        assumption: ASSUMPTION.staticFiles,
        detail: `${script.src} in ${name} is not a file of ${relative(dist, staticFolder(dist))}/ (where serve/ finds the build's static files)`,
      });
  }
  if (!scripts.some((s) => s.kind === 'async'))
    failures.push({
      assumption: ASSUMPTION.scripts,
      detail: `${name} has none of Next's \`<script src=".../_next/static/...js" async="">\` elements for deferHydration to defer`,
    });
  for (const preload of scriptPreloads(html))
    if (preload.kind === 'unknown')
      failures.push({ assumption: ASSUMPTION.preloads, detail: preloadMarkupFailure(preload, name) });
  if (afterCharset(html) === -1) failures.push({ assumption: ASSUMPTION.charset, detail: charsetFailure(name) });
  const flight = collecting(failures, () => extractFlight(html, name));
  if (flight && flight.chunks.length === 0)
    failures.push({
      assumption: ASSUMPTION.flight,
      detail: `${name} has no inline flight data (\`<script>self.__next_f.push([1,"…"])</script>\`) to move out of the page`,
    });
}

function checkRoutes(
  dist: string,
  basePath: string,
  rewrites: readonly NextRewrite[],
  expected: readonly RouteExpectation[],
  failures: OutputFailure[],
): void {
  const route = rewriteRouter(rewrites);
  for (const e of expected) {
    const url = basePath + e.url;
    const to = route(url);
    const shown = to ?? 'itself (no rewrite)';
    if ('toMissingPage' in e) {
      const page = to && to.startsWith(basePath) ? pageFileOf(dist, to.slice(basePath.length) || '/') : null;
      if (!page || existsSync(page))
        failures.push({
          assumption: ASSUMPTION.rewriteChaining,
          detail: `${url} is served from ${shown}; expected a path no prerendered page has (a 404)`,
        });
    } else if (to !== (e.to === null ? null : basePath + e.to)) {
      failures.push({
        assumption: ASSUMPTION.rewriteChaining,
        detail: `${url} is served from ${shown}; expected ${e.to === null ? 'itself (no rewrite)' : basePath + e.to}`,
      });
    }
  }
}

/**
 * Checks a build against every assumption serve/ makes about it; throws a NextOutputError naming each
 * one that fails. Returns what was checked, for the post-build step to use.
 */
export function checkNextOutput(dist: string, expectations: OutputExpectations = {}): CheckedOutput {
  const failures: OutputFailure[] = [];
  const basePath = collecting(failures, () => readBasePath(dist));
  const rewrites = collecting(failures, () => readBeforeFilesRewrites(dist));
  const buildEnv = collecting(failures, () => readBuildEnv(dist));
  if (buildEnv)
    for (const key of expectations.buildEnvKeys ?? [])
      if (!(key in buildEnv))
        failures.push({ assumption: ASSUMPTION.buildEnv, detail: `config.env has no ${key} (next.config.ts env)` });
  if (basePath !== undefined && rewrites) checkRoutes(dist, basePath, rewrites, expectations.routes ?? [], failures);

  const pages = collecting(failures, () => prerenderedPages(dist)) ?? [];
  if (pages.length === 0 && existsSync(prerenderedFolder(dist)))
    failures.push({
      assumption: ASSUMPTION.pages,
      detail: `no .html file in ${relative(dist, prerenderedFolder(dist))}`,
    });
  for (const page of pages) {
    const html = readFileSync(page.html, 'utf8');
    if (!expectations.finished?.(html)) checkPageMarkup(dist, html, page.name, failures);
    collecting(failures, () => readPageMeta(page.meta, page.name));
  }

  if (failures.length > 0) throw new NextOutputError(failures);
  return { basePath: basePath!, buildEnv: buildEnv!, pages };
}
