import { API_ROOTS, api } from '../../src/domain/paths.ts';
import { mediaType } from './feeds.ts';
import { finding, type CheckResult, type Finding } from './report.ts';
import { linkedAddresses, mapLimit, type Site } from './site.ts';

/** A document as GET /news/{id} lists it. */
export interface ListedAttachment {
  url: string;
  type: string;
  size: number;
}

/** What the server answers for a document's address. */
export interface ServedFile {
  status: number;
  contentType: string;
  /** the Content-Length header, null when the answer has none (chunked) */
  contentLength: string | null;
  /** the octets received */
  size: number;
}

export interface Problem {
  message: string;
  detail: string;
}

/** The news ids of the sitemap's item pages (/news/{id}, after the base path). */
export function newsItemIds(sitemap: readonly string[], basePath: string): number[] {
  const ids = sitemap.flatMap((address) => {
    const path = new URL(address).pathname;
    const m = /^\/news\/(\d+)$/.exec(path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path);
    return m ? [Number(m[1])] : [];
  });
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The documents of a GET /news/{id} answer (`{ data: { attachments? } }`); none when it lists none. */
export function attachmentsOf(answer: unknown): ListedAttachment[] {
  const list = (answer as { data?: { attachments?: unknown } } | null)?.data?.attachments;
  if (!Array.isArray(list)) return [];
  return list.flatMap((a: unknown) => {
    const { url, type, size } = (a ?? {}) as Record<string, unknown>;
    return typeof url === 'string' ? [{ url, type: String(type ?? ''), size: Number(size) }] : [];
  });
}

/**
 * A document is what the API says it is: the address answers 200, with the Content-Type the API gives as its
 * type and a Content-Length equal to its size (and as many octets).
 */
export function attachmentProblems(a: ListedAttachment, served: ServedFile): Problem[] {
  if (served.status !== 200)
    return [{ message: 'attachment does not answer 200', detail: `${a.url} answered ${served.status}` }];
  const problems: Problem[] = [];
  if (mediaType(served.contentType) !== mediaType(a.type))
    problems.push({
      message: 'attachment is not served with the type the API gives',
      detail: `API "${a.type}", server "${served.contentType}"`,
    });
  if (served.contentLength === null)
    problems.push({ message: 'attachment is served without a Content-Length', detail: `API size ${a.size}` });
  else if (Number(served.contentLength) !== a.size)
    problems.push({
      message: 'attachment Content-Length is not the size the API gives',
      detail: `API ${a.size} octets, Content-Length ${served.contentLength}`,
    });
  if (served.size !== a.size)
    problems.push({
      message: 'attachment is not as long as the size the API gives',
      detail: `API ${a.size} octets, received ${served.size}`,
    });
  return problems;
}

/** The documents of a page that it does not link to (JavaScript off, the links of its HTML). */
export function unlinkedAttachments(html: string, pageUrl: string, addresses: readonly string[]): string[] {
  const linked = new Set(linkedAddresses(html, pageUrl, (attrs) => /\bhref=/.test(attrs)));
  return addresses.filter((address) => !linked.has(address));
}

/** Fetches without compression: the Content-Length is the file's. */
async function serve(site: Site, address: string): Promise<ServedFile> {
  const res = await fetch(site.toLocal(address), { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    contentLength: res.headers.get('content-length'),
    size: body.length,
  };
}

/**
 * The news items' documents: every item page of the sitemap, its REST detail's `attachments`, each document's
 * address (type and length against the API), and the page's link to it. The links check requests the same
 * addresses as links; this one says whether they are what the API, the page and the feeds announce.
 */
export async function checkAttachments(site: Site): Promise<CheckResult> {
  const sitemap = await site.sitemap();
  const pages = await site.pages();
  const ids = newsItemIds(sitemap, site.options.basePath);
  const findings: Finding[] = [];
  const listed = await mapLimit(ids, 6, async (id) => {
    const detail = await site.get(site.local(`${API_ROOTS.rest}${api.newsItem(id)}`));
    if (detail.status !== 200) {
      findings.push(finding(detail.url, 'news detail does not answer 200', `HTTP ${detail.status}`));
      return { id, page: site.local(`/news/${id}`), documents: [] };
    }
    const documents = attachmentsOf(JSON.parse(detail.body.toString('utf8'))).map((a) => ({
      ...a,
      url: site.toLocal(new URL(a.url, site.root).href),
    }));
    return { id, page: site.local(`/news/${id}`), documents };
  });
  const withDocuments = listed.filter((l) => l.documents.length);
  const addresses = [...new Set(withDocuments.flatMap((l) => l.documents.map((d) => d.url)))];
  const served = new Map<string, ServedFile>();
  await mapLimit(addresses, 6, async (address) => {
    served.set(address, await serve(site, address));
  });
  for (const { page, documents } of withDocuments) {
    for (const d of documents)
      for (const p of attachmentProblems(d, served.get(d.url)!)) findings.push(finding(d.url, p.message, p.detail));
    const html = pages.get(page)?.html;
    if (html === undefined) {
      findings.push(finding(page, 'news page with attachments is not in /sitemap.xml'));
      continue;
    }
    const missing = unlinkedAttachments(
      html,
      page,
      documents.map((d) => d.url),
    ).map((url) => finding(url, 'attachment the API lists is not linked from its page', `on ${page}`));
    findings.push(...missing);
  }
  return {
    name: 'attachments',
    title: "news documents are served as the API describes them, and linked from their item's page",
    tools: 'fetch (Node.js), the REST API',
    checked: [
      `${ids.length} news items' REST details (/news/{id} of the sitemap)`,
      `${addresses.length} documents of ${withDocuments.length} items: 200, Content-Type = the API's type, Content-Length = its size, linked from the page`,
    ],
    findings,
  };
}
