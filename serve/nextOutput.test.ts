// @vitest-environment node
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFlight, fakeNextBuild, fakePage } from '../tests/support/fakeNextBuild.ts';
import {
  ASSUMPTION,
  checkNextOutput,
  extractFlight,
  FLIGHT_BOOTSTRAP,
  insertAfterCharset,
  NextOutputError,
  nextScripts,
  prerenderedPages,
  readBasePath,
  readBuildEnv,
  removeScriptPreloads,
  replaceNextScripts,
  rewriteRouter,
  setPageHeaders,
  staticUrlBeside,
  writeFlightFile,
  type OutputExpectations,
} from './nextOutput.ts';

const made: string[] = [];
const build = (options: Parameters<typeof fakeNextBuild>[0] = {}) => {
  const dist = fakeNextBuild(options);
  made.push(dist);
  return dist;
};
afterEach(() => {
  for (const dist of made.splice(0)) rmSync(dist, { recursive: true, force: true });
});

const expectations: OutputExpectations = {
  routes: [
    { url: '/news?page=2', to: '/lists/NEWS/2' },
    { url: '/news?page=9', to: '/lists/NEWS/9' },
    { url: '/news', to: null },
    { url: '/lists/NEWS/2', toMissingPage: true },
  ],
  buildEnvKeys: ['SITE_URL', 'ASSET_URL', 'API_HOST'],
};

/** The failures of the check on a build, each as `{assumption} — {detail}`. */
function failures(dist: string, expected: OutputExpectations = expectations): string[] {
  try {
    checkNextOutput(dist, expected);
  } catch (error) {
    expect(error).toBeInstanceOf(NextOutputError);
    expect((error as Error).message.split('\n').every((l) => l.startsWith('Next output check failed: '))).toBe(true);
    return (error as NextOutputError).failures.map((f) => `${f.assumption} — ${f.detail}`);
  }
  return [];
}

const NEWS = 'server/app/news.html';
const NEWS_META = 'server/app/news.meta';
/** Changes the news page of a fake build. */
const onNews = (change: (html: string) => string) => (files: Record<string, string | null>) => {
  files[NEWS] = change(files[NEWS]!);
};
const manifest = (change: (m: Record<string, unknown>) => void) => (files: Record<string, string | null>) => {
  const m = JSON.parse(files['routes-manifest.json']!) as Record<string, unknown>;
  change(m);
  files['routes-manifest.json'] = JSON.stringify(m);
};

describe('checkNextOutput: a build as Next writes it', () => {
  it('passes, and gives back the base path, the build env and every prerendered page', () => {
    const dist = build();
    const output = checkNextOutput(dist, expectations);
    expect(output.basePath).toBe('');
    expect(output.buildEnv.SITE_URL).toBe('http://localhost:3000');
    expect(output.pages.map((p) => p.name)).toEqual([
      'server/app/index.html',
      'server/app/lists/NEWS/2.html',
      'server/app/lists/NEWS/3.html',
      'server/app/news.html',
    ]);
  });

  it('passes with a base path (in the rewrites, the script URLs and the expectations it adds it to)', () => {
    const dist = build({ basePath: '/dept' });
    expect(failures(dist)).toEqual([]);
    expect(checkNextOutput(dist, expectations).basePath).toBe('/dept');
  });
});

describe('checkNextOutput: a changed Next fails it, naming the assumption', () => {
  it('a script of the build in another form (integrity, type=module)', () => {
    const withIntegrity = build({
      edit: onNews((html) =>
        html.replace(
          '<script src="/_next/static/chunks/late.js" async="">',
          '<script src="/_next/static/chunks/late.js" async="" integrity="sha384-abc">',
        ),
      ),
    });
    expect(failures(withIntegrity)).toEqual([
      `${ASSUMPTION.scripts} — <script src="/_next/static/chunks/late.js" async="" integrity="sha384-abc"></script> in ${NEWS} is not the \`<script src async>\` form deferHydration defers (nor the \`<script src noModule>\` one it leaves)`,
    ]);
    const asModule = build({
      edit: onNews((html) => html.replaceAll('" async=""></script>', '" type="module"></script>')),
    });
    const found = failures(asModule);
    expect(found.filter((f) => f.startsWith(`${ASSUMPTION.scripts} — <script src=`))).toHaveLength(3);
    expect(found).toContain(
      `${ASSUMPTION.scripts} — ${NEWS} has none of Next's \`<script src=".../_next/static/...js" async="">\` elements for deferHydration to defer`,
    );
  });

  it('a preload hint of a script in another form', () => {
    const dist = build({
      edit: onNews((html) => html.replace('fetchPriority="low" href', 'fetchPriority="low" crossOrigin="" href')),
    });
    expect(failures(dist)).toEqual([
      `${ASSUMPTION.preloads} — <link rel="preload" as="script" fetchPriority="low" crossOrigin="" href="/_next/static/chunks/late.js"/> in ${NEWS} is not the \`<link rel="preload" as="script" fetchPriority="low" href/>\` form deferHydration drops for a deferred script`,
    ]);
  });

  it('no charset declaration at the start of the page', () => {
    const missing = build({
      edit: onNews((html) => html.replace('<meta charSet="utf-8"/>', '<meta charset="utf-8">')),
    });
    expect(failures(missing)).toEqual([
      `${ASSUMPTION.charset} — ${NEWS} has no <meta charSet="utf-8"/> in its first 1024 bytes (the boot script goes right after it)`,
    ]);
    const late = build({
      edit: onNews((html) =>
        html.replace(
          '<meta charSet="utf-8"/>',
          `<meta name="x" content="${'x'.repeat(1000)}"/><meta charSet="utf-8"/>`,
        ),
      ),
    });
    expect(failures(late)[0]).toMatch(/^charset meta — /);
  });

  it('a script whose file is not in the static folder', () => {
    const dist = build({ edit: (files) => void (files['static/chunks/main.js'] = null) });
    expect(failures(dist)).toContain(
      `${ASSUMPTION.staticFiles} — /_next/static/chunks/main.js in ${NEWS} is not a file of static/ (where serve/ finds the build's static files)`,
    );
  });

  it('a page whose .meta has no headers, or is missing, or is not JSON', () => {
    const noHeaders = build({ edit: (files) => void (files[NEWS_META] = JSON.stringify({ status: 200 })) });
    expect(failures(noHeaders)).toEqual([
      `${ASSUMPTION.pageHeaders} — the .meta of ${NEWS} has no \`headers\` object (the headers Next sends with the page, where its CSP goes)`,
    ]);
    const listHeaders = build({ edit: (files) => void (files[NEWS_META] = JSON.stringify({ headers: [] })) });
    expect(failures(listHeaders)[0]).toMatch(
      /^page headers \(\.meta\) — the \.meta of server\/app\/news\.html has no `headers` object/,
    );
    const missing = build({ edit: (files) => void (files[NEWS_META] = null) });
    expect(failures(missing)).toEqual([
      `${ASSUMPTION.pageHeaders} — ${NEWS} has no .meta file beside it (its headers)`,
    ]);
    const broken = build({ edit: (files) => void (files[NEWS_META] = '{"headers":') });
    expect(failures(broken)).toEqual([`${ASSUMPTION.pageHeaders} — the .meta of ${NEWS} is not JSON`]);
  });

  it('a missing or ill-typed basePath', () => {
    const missing = build({ edit: manifest((m) => delete m.basePath) });
    expect(failures(missing)).toContain(
      `${ASSUMPTION.basePath} — basePath is undefined, not "" or a path like "/dept"`,
    );
    const number = build({ edit: manifest((m) => (m.basePath = 0)) });
    expect(failures(number)).toContain(`${ASSUMPTION.basePath} — basePath is 0, not "" or a path like "/dept"`);
    const trailing = build({ edit: manifest((m) => (m.basePath = '/dept/')) });
    expect(failures(trailing)[0]).toMatch(/^routes-manifest.json basePath — basePath is "\/dept\/"/);
  });

  it('rewrites not where they were: a plain list, a rule of another shape, no manifest', () => {
    const plainList = build({
      edit: manifest((m) => (m.rewrites = (m.rewrites as { beforeFiles: unknown[] }).beforeFiles)),
    });
    expect(failures(plainList)).toEqual([
      `${ASSUMPTION.rewrites} — rewrites.beforeFiles is not a list of { source, destination, has? } rules`,
    ]);
    const renamed = build({
      edit: manifest((m) => {
        const r = m.rewrites as { beforeFiles: Record<string, unknown>[] };
        r.beforeFiles = r.beforeFiles.map(({ destination, ...rest }) => ({ ...rest, target: destination }));
      }),
    });
    expect(failures(renamed)).toEqual([
      `${ASSUMPTION.rewrites} — rewrites.beforeFiles is not a list of { source, destination, has? } rules`,
    ]);
    const none = build({ edit: (files) => void (files['routes-manifest.json'] = null) });
    const found = failures(none);
    expect(
      found.some((f) => f.startsWith(`${ASSUMPTION.basePath} — routes-manifest.json cannot be read as JSON`)),
    ).toBe(true);
    expect(
      found.some((f) => f.startsWith(`${ASSUMPTION.rewrites} — routes-manifest.json cannot be read as JSON`)),
    ).toBe(true);
  });

  it('a missing or ill-typed build env, or one without a key the headers read', () => {
    const env = (change: (config: Record<string, unknown>) => void) =>
      build({
        edit: (files) => {
          const r = JSON.parse(files['required-server-files.json']!) as { config: Record<string, unknown> };
          change(r.config);
          files['required-server-files.json'] = JSON.stringify(r);
        },
      });
    expect(failures(env((c) => delete c.env))).toEqual([
      `${ASSUMPTION.buildEnv} — config.env is missing, not an object of strings`,
    ]);
    expect(failures(env((c) => (c.env = { SITE_URL: 1 })))).toEqual([
      `${ASSUMPTION.buildEnv} — config.env is {"SITE_URL":1}, not an object of strings`,
    ]);
    expect(failures(env((c) => delete (c.env as Record<string, string>).SITE_URL))).toEqual([
      `${ASSUMPTION.buildEnv} — config.env has no SITE_URL (next.config.ts env)`,
    ]);
  });

  it('rewrites that no longer route as expected when chained (the catch-all of /lists last, or gone)', () => {
    const catchAllLast = build({
      edit: manifest((m) => {
        const r = m.rewrites as { beforeFiles: unknown[] };
        r.beforeFiles = [...r.beforeFiles.slice(1), r.beforeFiles[0]];
      }),
    });
    expect(failures(catchAllLast)).toEqual([
      `${ASSUMPTION.rewriteChaining} — /news?page=2 is served from /lists/-/0; expected /lists/NEWS/2`,
      `${ASSUMPTION.rewriteChaining} — /news?page=9 is served from /lists/-/0; expected /lists/NEWS/9`,
    ]);
    const noCatchAll = build({
      edit: manifest((m) => {
        const r = m.rewrites as { beforeFiles: unknown[] };
        r.beforeFiles = r.beforeFiles.slice(1);
      }),
    });
    expect(failures(noCatchAll)).toEqual([
      `${ASSUMPTION.rewriteChaining} — /lists/NEWS/2 is served from itself (no rewrite); expected a path no prerendered page has (a 404)`,
    ]);
  });

  it('lists a few failures of each assumption, then counts the rest', () => {
    const dist = build({
      edit: (files) => {
        for (const [path, content] of Object.entries(files))
          if (path.endsWith('.html')) files[path] = content!.replace('<meta charSet="utf-8"/>', '');
        for (let i = 0; i < 8; i += 1)
          files[`server/app/more/${i}.html`] = fakePage(`more ${i}`).replace('<meta charSet="utf-8"/>', '');
        for (let i = 0; i < 8; i += 1) files[`server/app/more/${i}.meta`] = '{"headers":{}}';
      },
    });
    let message = '';
    try {
      checkNextOutput(dist, expectations);
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('Next output check failed: charset meta — and 7 more like these');
  });
});

describe('the serving side reads only what the check accepts', () => {
  it('the base path and the build env, or a refusal naming the assumption', () => {
    const dist = build({ basePath: '/dept' });
    expect(readBasePath(dist)).toBe('/dept');
    expect(readBuildEnv(dist)).toMatchObject({ BASE_PATH: '/dept', SITE_URL: 'http://localhost:3000' });
    const broken = build({ edit: manifest((m) => (m.basePath = null)) });
    expect(() => readBasePath(broken)).toThrow(/^Next output check failed: routes-manifest.json basePath — /);
  });

  it("adds headers to a page's .meta, keeping Next's own and the rest of the file", () => {
    const dist = build();
    const page = prerenderedPages(dist).find((p) => p.name === NEWS)!;
    setPageHeaders(page, { 'content-security-policy': "default-src 'self'" });
    const meta = JSON.parse(readFileSync(join(dist, NEWS_META), 'utf8')) as Record<string, Record<string, string>>;
    expect(meta.headers).toMatchObject({ 'x-nextjs-prerender': '1', 'content-security-policy': "default-src 'self'" });
    expect(meta.segmentPaths).toEqual(['/_tree', '/_full']);
  });
});

describe('page markup', () => {
  const html = fakePage('t');

  it("finds Next's scripts with their form: async, the noModule polyfills, or unknown", () => {
    expect(nextScripts(html).map((s) => [s.src.split('/').pop(), s.kind])).toEqual([
      ['main.js', 'async'],
      ['turbopack-x.js', 'async'],
      ['polyfills.js', 'noModule'],
      ['late.js', 'async'],
    ]);
    // not a script of the build; not read as `src` either
    expect(
      nextScripts(
        '<script src="https://elsewhere.example/x.js" async=""></script><script data-next-src="/_next/static/a.js"></script>',
      ),
    ).toEqual([]);
  });

  it('replaces the async scripts, drops the preloads asked for, and inserts after the charset', () => {
    const { html: replaced, sources } = replaceNextScripts(html, (src) => `[${src}]`);
    expect(sources).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/turbopack-x.js',
      '/_next/static/chunks/late.js',
    ]);
    expect(replaced).toContain('[/_next/static/chunks/main.js][/_next/static/chunks/turbopack-x.js]<title>');
    expect(replaced).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    const without = removeScriptPreloads(replaced, new Set(['/_next/static/chunks/late.js']));
    expect(without).not.toContain('rel="preload"');
    expect(removeScriptPreloads(replaced, new Set())).toBe(replaced);
    expect(
      insertAfterCharset(without, '<x/>').startsWith(
        '<!DOCTYPE html><html lang="zh-Hant"><head><meta charSet="utf-8"/><x/><meta name',
      ),
    ).toBe(true);
  });
});

describe('flight data', () => {
  const html = fakePage('t');

  it('takes every inline push out of the page, in order, and leaves the bootstrap that starts the queue', () => {
    const { html: lean, chunks } = extractFlight(html);
    expect(chunks).toEqual(fakeFlight('t').map((push) => JSON.parse(push)));
    expect(chunks[1]![1]).toContain('</script> stays text');
    expect(lean).not.toContain('self.__next_f.push([1');
    expect(lean).toContain(FLIGHT_BOOTSTRAP);
    expect(lean).toBe(html.replace(/<script>self\.__next_f\.push\(\[1[^<]*<\/script>/g, ''));
    expect(extractFlight(lean)).toEqual({ html: lean, chunks: [] });
  });

  it('refuses a push that is not a JSON array, and data without its bootstrap', () => {
    expect(() => extractFlight(html.replace('push([1,', 'push(x([1,'), 'server/app/news.html')).toThrow(
      /flight data markup — .* in server\/app\/news.html is not a push of a JSON array/,
    );
    expect(() => extractFlight(html.replace(FLIGHT_BOOTSTRAP, ''), 'server/app/news.html')).toThrow(
      /flight data markup — server\/app\/news.html has flight data but not its bootstrap/,
    );
  });

  it('writes the chunks to a static file named by its content, and gives its URL beside a script of the page', () => {
    const dist = build();
    const { chunks } = extractFlight(html);
    const rel = writeFlightFile(dist, chunks);
    expect(rel).toMatch(/^flight\/[\w-]{20}\.json$/);
    expect(JSON.parse(readFileSync(join(dist, 'static', rel), 'utf8'))).toEqual(chunks);
    expect(writeFlightFile(dist, chunks)).toBe(rel);
    expect(writeFlightFile(dist, [[1, 'other']])).not.toBe(rel);
    expect(staticUrlBeside('/dept/_next/static/chunks/main.js', rel)).toBe(`/dept/_next/static/${rel}`);
  });

  it('a page of the build without inline flight data fails the check', () => {
    const dist = build({ edit: onNews((page) => extractFlight(page).html) });
    expect(failures(dist)).toEqual([
      `${ASSUMPTION.flight} — ${NEWS} has no inline flight data (\`<script>self.__next_f.push([1,"…"])</script>\`) to move out of the page`,
    ]);
  });
});

describe('rewriteRouter: the chain of beforeFiles rewrites', () => {
  it('matches each rule against the path the rules before it left, with the query of the request and the rewrites', () => {
    const route = rewriteRouter([
      { source: '/a', destination: '/b' },
      { source: '/b', has: [{ type: 'query', key: 'x', value: '(?<x>\\d+)' }], destination: '/c/:x' },
      { source: '/c/:n', destination: '/d/:n' },
    ]);
    expect(route('/a?x=1')).toBe('/d/1');
    expect(route('/a')).toBe('/b');
    expect(route('/a?x=1&x=22')).toBe('/d/22'); // a repeated key: its last value
    expect(route('/z?x=1')).toBeNull();
  });
});
