import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { files } from '../../src/domain/files.ts';
import { FEED_TYPES } from '../../src/domain/paths.ts';
import { finding, type CheckResult, type Finding } from './report.ts';
import { mapLimit, type Fetched, type Site } from './site.ts';
import { run, runParsers, SCHEMAS } from './tools.ts';

/** An enclosure as a feed declares it: RSS `<enclosure url length type>`, Atom `<link rel="enclosure" href length type>`. */
export interface Enclosure {
  /** The item it belongs to (its link or id), for messages. */
  item: string;
  url?: string;
  length?: string;
  type?: string;
}

/** What the server answers for an enclosure's address. */
export interface Served {
  status: number;
  contentType: string;
  size: number;
}

export interface Problem {
  message: string;
  detail: string;
}

/** The media type without parameters, lower case: `image/svg+xml; charset=utf-8` -> `image/svg+xml`. */
export const mediaType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/**
 * The RSS 2.0 rules parsers do not check: an enclosure has url, length (octets) and type (a MIME type), and
 * they describe the file: the type the server sends for it, its size. Atom's length is optional (RFC 4287
 * 4.2.7.6); when given, the same rules hold.
 */
export function enclosureProblems(e: Enclosure, served: Served | undefined, lengthRequired: boolean): Problem[] {
  const problems: Problem[] = [];
  const at = `item ${e.item}`;
  const required: Array<'url' | 'type' | 'length'> = ['url', 'type', ...(lengthRequired ? (['length'] as const) : [])];
  for (const name of required) {
    if (!e[name]) problems.push({ message: `enclosure without ${name}`, detail: at });
  }
  if (e.length !== undefined && !/^\d+$/.test(e.length)) {
    problems.push({ message: 'enclosure length is not a number of octets', detail: `${at}: length "${e.length}"` });
  }
  if (!e.url || !served) return problems;
  if (served.status !== 200) {
    problems.push({
      message: 'enclosure address does not answer 200',
      detail: `${at}: ${e.url} answered ${served.status}`,
    });
    return problems;
  }
  if (e.type && mediaType(e.type) !== mediaType(served.contentType)) {
    problems.push({
      message: 'enclosure type is not the Content-Type the server sends for it',
      detail: `${at}: type "${e.type}", server "${served.contentType}"`,
    });
  }
  if (e.length !== undefined && /^\d+$/.test(e.length) && Number(e.length) !== served.size) {
    problems.push({
      message: 'enclosure length is not the size of the file',
      detail: `${at}: length ${e.length}, file ${served.size} octets`,
    });
  }
  return problems;
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'entry', 'link', 'enclosure'].includes(name),
});

type Attrs = Record<string, unknown>;
/** An element's or attribute's text; the first of repeated elements. */
const text = (v: unknown): string | undefined => {
  const first: unknown = Array.isArray(v) ? v[0] : v;
  if (first === undefined || first === null) return undefined;
  return typeof first === 'object' ? String((first as Attrs)['#text'] ?? '') : String(first);
};

/** The enclosures of an RSS 2.0 document. */
export function rssEnclosures(document: string): Enclosure[] {
  const doc = xml.parse(document) as { rss?: { channel?: { item?: Attrs[] } } };
  return (doc.rss?.channel?.item ?? []).flatMap((item) =>
    ((item.enclosure as Attrs[] | undefined) ?? []).map((e) => ({
      item: text(item.link) ?? text(item.guid) ?? '?',
      url: text(e['@url']),
      length: text(e['@length']),
      type: text(e['@type']),
    })),
  );
}

/** The `rel="enclosure"` links of an Atom document. */
export function atomEnclosures(document: string): Enclosure[] {
  const doc = xml.parse(document) as { feed?: { entry?: Attrs[] } };
  return (doc.feed?.entry ?? []).flatMap((entry) => {
    const links = (entry.link as Attrs[] | undefined) ?? [];
    const alternate = links.find((l) => (l['@rel'] ?? 'alternate') === 'alternate');
    return links
      .filter((l) => l['@rel'] === 'enclosure')
      .map((l) => ({
        item: text(alternate?.['@href']) ?? text(entry.id) ?? '?',
        url: text(l['@href']),
        length: text(l['@length']),
        type: text(l['@type']),
      }));
  });
}

/** Feeds of one format: those the pages link to as alternates, and every one src/domain/paths.ts names. */
async function feedAddresses(site: Site, format: 'rss' | 'atom'): Promise<string[]> {
  const linked = await site.linkedFromPages(
    (attrs) => /\brel="alternate"/.test(attrs) && attrs.includes(`type="${FEED_TYPES[format]}"`),
  );
  const named = files
    .feeds()
    .filter((f) => f.endsWith(format === 'rss' ? '.xml' : '.atom'))
    .map((f) => site.local(`/feeds/${f}`));
  return [...new Set([...named, ...linked])].sort();
}

async function fetchFeeds(site: Site, addresses: string[], expectedType: string) {
  const feeds = await mapLimit(addresses, 6, (a) => site.get(a));
  const findings: Finding[] = [];
  for (const f of feeds) {
    if (f.status !== 200) findings.push(finding(f.url, 'feed does not answer 200', `HTTP ${f.status}`));
    else if (mediaType(f.contentType) !== expectedType) {
      findings.push(finding(f.url, `feed is not served as ${expectedType}`, `Content-Type "${f.contentType}"`));
    }
  }
  return { feeds: feeds.filter((f) => f.status === 200), findings };
}

/** Each enclosure's address fetched once. */
async function checkEnclosures(
  site: Site,
  feeds: Array<{ url: string; enclosures: Enclosure[] }>,
  lengthRequired: boolean,
) {
  const addresses = [...new Set(feeds.flatMap((f) => f.enclosures.map((e) => e.url).filter((u): u is string => !!u)))];
  const served = new Map<string, Served>();
  await mapLimit(addresses, 6, async (address) => {
    const answer = await site.get(address).catch(() => undefined);
    if (answer)
      served.set(address, { status: answer.status, contentType: answer.contentType, size: answer.body.length });
  });
  const findings = feeds.flatMap((f) =>
    f.enclosures.flatMap((e) =>
      enclosureProblems(e, e.url ? served.get(e.url) : undefined, lengthRequired).map((p) =>
        finding(f.url, p.message, p.detail),
      ),
    ),
  );
  return { findings, count: addresses.length };
}

const scratchName = (f: Fetched) => new URL(f.url).pathname.split('/').pop()!;

/** Atom feeds against RFC 4287's RELAX NG schema (Appendix B) with jing; their enclosure links. */
export async function checkAtom(site: Site): Promise<CheckResult> {
  const { feeds, findings } = await fetchFeeds(site, await feedAddresses(site, 'atom'), FEED_TYPES.atom);
  const paths = site.writeScratch('atom', new Map(feeds.map((f) => [scratchName(f), f.body])));
  const byPath = new Map(feeds.map((f) => [paths.get(scratchName(f))!, f.url]));
  const jing = feeds.length ? await run('jing', ['-c', join(SCHEMAS, 'atom.rnc'), ...byPath.keys()]) : undefined;
  if (jing && jing.code !== 0 && !jing.stdout.trim()) throw new Error(`jing failed: ${jing.stderr.trim()}`);
  for (const line of (jing?.stdout ?? '').split('\n').filter(Boolean)) {
    // "/tmp/.../news.atom:42:44: error: element "category" missing required attribute "term""
    const m = /^(.*?):(\d+):(\d+): (?:error|fatal): (.*)$/.exec(line);
    if (!m) {
      findings.push(finding('(jing)', 'jing said', line));
      continue;
    }
    findings.push(finding(byPath.get(m[1]!) ?? m[1]!, `RELAX NG: ${m[4]}`, `line ${m[2]}:${m[3]}`));
  }
  const withEnclosures = feeds.map((f) => ({ url: f.url, enclosures: atomEnclosures(f.body.toString('utf8')) }));
  const enclosures = await checkEnclosures(site, withEnclosures, false);
  const entries = withEnclosures.reduce((n, f) => n + f.enclosures.length, 0);
  return {
    name: 'atom',
    title: 'Atom feeds valid against RFC 4287 Appendix B (RELAX NG compact)',
    tools: 'jing (Debian), scripts/validate/schemas/atom.rnc',
    checked: [
      `${feeds.length} Atom feeds (/feeds/*.atom, from the pages' rel=alternate links and src/domain/paths.ts)`,
      `${entries} enclosure links against what the server sends for their ${enclosures.count} files`,
    ],
    findings: [...findings, ...enclosures.findings],
  };
}

interface FeedparserResult {
  bozo: number;
  error: string | null;
  version: string;
  entries: number;
}

/** RSS 2.0 feeds: parsed by feedparser (bozo must be 0), and their enclosures against the files. */
export async function checkRss(site: Site): Promise<CheckResult> {
  const { feeds, findings } = await fetchFeeds(site, await feedAddresses(site, 'rss'), FEED_TYPES.rss);
  const paths = site.writeScratch('rss', new Map(feeds.map((f) => [scratchName(f), f.body])));
  const parsed = await runParsers<FeedparserResult>(
    'rss',
    feeds.map((f) => ({ path: paths.get(scratchName(f))!, contentType: f.contentType })),
  );
  parsed.results.forEach((r, i) => {
    const url = feeds[i]!.url;
    if (r.bozo) findings.push(finding(url, 'feedparser: not well-formed (bozo 1)', r.error ?? ''));
    if (r.version !== 'rss20') findings.push(finding(url, 'feedparser: not read as RSS 2.0', `version "${r.version}"`));
  });
  const withEnclosures = feeds.map((f) => ({ url: f.url, enclosures: rssEnclosures(f.body.toString('utf8')) }));
  const enclosures = await checkEnclosures(site, withEnclosures, true);
  const items = parsed.results.reduce((n, r) => n + r.entries, 0);
  const count = withEnclosures.reduce((n, f) => n + f.enclosures.length, 0);
  return {
    name: 'rss',
    title: 'RSS 2.0 feeds parse, and their enclosures describe their files',
    tools: `feedparser ${parsed.version} (Debian python3-feedparser), fast-xml-parser`,
    checked: [
      `${feeds.length} RSS feeds (/feeds/*.xml), ${items} items`,
      `${count} enclosures: url, length and type present; type = the served Content-Type, length = the size (${enclosures.count} files fetched)`,
    ],
    findings: [...findings, ...enclosures.findings],
  };
}
