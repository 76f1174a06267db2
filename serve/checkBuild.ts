/**
 * What a new build must answer before it goes live, asked of its own server on a loopback port: the
 * screens, a news list's second page, a news item, a profile, the REST and GraphQL API, search and its API;
 * every page whole (200, HTML) and with its own Content-Security-Policy (script hashes: without them a page
 * would get the fallback policy and never hydrate). It also warms the server: each kind of route loads its
 * code and search its index on its first request, which would otherwise hold up the first visitors' requests.
 */
import { api, API_ROOTS, paths, SCREENS } from '../src/domain/paths.ts';
import { underBasePath } from './changedPaths.ts';

export interface CheckResult {
  /** what was asked, in order */
  checked: string[];
}

/** Thrown with the address and what was wrong: the build does not go live. */
export class CheckFailure extends Error {
  readonly path: string;
  constructor(path: string, problem: string) {
    super(`${path}: ${problem}`);
    this.name = 'CheckFailure';
    this.path = path;
  }
}

const TIMEOUT_MS = 30_000;

async function ask(base: string, path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(`${base}${path}`, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new CheckFailure(path, `no answer (${(error as Error).message})`);
  }
}

async function page(base: string, basePath: string, path: string): Promise<void> {
  const where = underBasePath(basePath, path);
  const res = await ask(base, where);
  if (res.status !== 200) throw new CheckFailure(where, `answered ${res.status}`);
  const html = await res.text();
  if (!/^text\/html/.test(res.headers.get('content-type') ?? '') || !html.includes('</html>')) {
    throw new CheckFailure(where, 'is not a whole HTML page');
  }
  if (!/'sha256-[A-Za-z0-9+/=]+'/.test(res.headers.get('content-security-policy') ?? '')) {
    throw new CheckFailure(where, 'has no Content-Security-Policy with its script hashes');
  }
}

async function json(res: Response, where: string): Promise<unknown> {
  if (res.status !== 200) throw new CheckFailure(where, `answered ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new CheckFailure(where, 'is not JSON');
  }
}

/**
 * Asks for each address (without the base path), two at a time: each answers 200 (a page with its CSP by
 * hashes) or 404 (what the release removed). The server renders and keeps them before visitors ask.
 */
async function warmUp(base: string, basePath: string, addresses: readonly string[]): Promise<void> {
  const queue = [...addresses];
  const next = async (): Promise<void> => {
    const path = queue.shift();
    if (path === undefined) return;
    const where = underBasePath(basePath, path);
    const res = await ask(base, where);
    const html = /^text\/html/.test(res.headers.get('content-type') ?? '');
    await res.arrayBuffer();
    if (res.status !== 200 && res.status !== 404) throw new CheckFailure(where, `answered ${res.status}`);
    if (
      res.status === 200 &&
      html &&
      !/'sha256-[A-Za-z0-9+/=]+'/.test(res.headers.get('content-security-policy') ?? '')
    ) {
      throw new CheckFailure(where, 'has no Content-Security-Policy with its script hashes');
    }
    return next();
  };
  await Promise.all([next(), next()]);
}

/**
 * Asks a build's server at `base` (origin) what a visitor and the API's callers would, after the addresses
 * of `warm`; throws CheckFailure.
 */
export async function checkBuild(base: string, basePath = '', warm: readonly string[] = []): Promise<CheckResult> {
  await warmUp(base, basePath, warm);
  const checked: string[] = [...warm];
  for (const path of [SCREENS.home, SCREENS.news, SCREENS.aboutUs, paths.newsList('news', 2)]) {
    await page(base, basePath, path);
    checked.push(path);
  }

  const list = `${basePath}${API_ROOTS.rest}${api.newsList}?pageSize=1`;
  const body = (await json(await ask(base, list), list)) as { datas?: { newsId: number }[] };
  checked.push(list);
  const first = body.datas?.[0]?.newsId;
  if (first !== undefined) {
    await page(base, basePath, paths.newsItem(first));
    checked.push(paths.newsItem(first));
  }

  const graphql = `${basePath}${API_ROOTS.graphql}`;
  const answer = (await json(
    await ask(base, graphql, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ newsList { page { total_rec } } }' }),
    }),
    graphql,
  )) as { errors?: unknown[] };
  if (answer.errors?.length) throw new CheckFailure(graphql, `answered errors: ${JSON.stringify(answer.errors)}`);
  checked.push(graphql);

  const people = `${basePath}${API_ROOTS.rest}${api.people('fullTime')}`;
  const profiles = (await json(await ask(base, people), people)) as { datas?: { id: number }[] };
  checked.push(people);
  const profile = profiles.datas?.[0]?.id;
  if (profile !== undefined) {
    await page(base, basePath, paths.profile('fullTime', profile));
    checked.push(paths.profile('fullTime', profile));
  }

  const searchApi = `${basePath}${API_ROOTS.rest}${api.search}?q=${encodeURIComponent('設計')}`;
  await json(await ask(base, searchApi), searchApi);
  checked.push(searchApi);
  const search = paths.search({ q: '設計' });
  await page(base, basePath, search);
  checked.push(search);
  return { checked };
}
