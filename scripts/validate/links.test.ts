// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LinkState } from 'linkinator';
import { describe, expect, it } from 'vitest';
import { brokenLinkFinding, checkLinks, normaliseAddress, unreachedSitemapAddresses } from './links.ts';
import { formatResult, groupFindings } from './report.ts';
import { Site } from './site.ts';

const site = 'http://127.0.0.1:3400';

describe('the sitemap against the crawl', () => {
  const sitemap = [`${site}/`, `${site}/news`, `${site}/news/213`, `${site}/industrial/aboutUs`];

  it('passes when the crawl reached every sitemap address (fragments and trailing slashes aside)', () => {
    const reached = [`${site}/`, `${site}/news/`, `${site}/news/213#top`, `${site}/industrial/aboutUs`, `${site}/x`];
    expect(unreachedSitemapAddresses(sitemap, reached)).toEqual([]);
  });

  it('fails with the addresses only a script could reach (an overlay link #news/213 is not /news/213)', () => {
    const reached = [`${site}/`, `${site}/news`, `${site}/news#news/213`];
    expect(unreachedSitemapAddresses(sitemap, reached)).toEqual([`${site}/news/213`, `${site}/industrial/aboutUs`]);
  });

  it('tells a query apart: /news?page=2 is not /news', () => {
    expect(unreachedSitemapAddresses([`${site}/news`], [`${site}/news?page=2`])).toEqual([`${site}/news`]);
    expect(normaliseAddress(`${site}/news/?page=2#x`)).toBe(`${site}/news?page=2`);
  });
});

describe('the report', () => {
  it('names a broken link with its status and the page it is on', () => {
    const f = brokenLinkFinding({
      url: `${site}/news/999`,
      status: 404,
      state: LinkState.BROKEN,
      parent: `${site}/news`,
    });
    expect(f).toEqual({ url: `${site}/news/999`, message: 'broken link (HTTP 404)', detail: `on ${site}/news` });
  });

  it('groups findings by message and prints every address; a check with findings fails', () => {
    const findings = [
      { url: 'a', message: 'm1' },
      { url: 'b', message: 'm2', detail: 'line 2' },
      { url: 'c', message: 'm1' },
    ];
    expect(groupFindings(findings).map((g) => [g.message, g.items.map((i) => i.url)])).toEqual([
      ['m1', ['a', 'c']],
      ['m2', ['b']],
    ]);
    const text = formatResult({ name: 'x', title: 't', tools: 'tool', checked: ['3 things'], findings });
    expect(text).toContain('FAIL (3 finding(s))');
    expect(text).toContain('      b  line 2');
    expect(formatResult({ name: 'x', title: 't', tools: 'tool', checked: [], findings: [] })).toContain('PASS');
  });
});

describe('the crawl', () => {
  it('requests links to documents (not only pages) and fails on one that answers 404', async () => {
    const requested: string[] = [];
    const server = createServer((req, res) => {
      requested.push(`${req.method} ${req.url}`);
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          '<a href="/static/attachments/1/rules.pdf" download>簡章</a> <a href="/static/attachments/1/gone.pdf">表</a>',
        );
      } else if (req.url === '/sitemap.xml') {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end('<urlset><url><loc>https://ipd.example.org/</loc></url></urlset>');
      } else if (req.url === '/static/attachments/1/rules.pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '9' });
        res.end('%PDF-1.7\n');
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not Found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const site = new Site({
        localOrigin: origin,
        publicOrigin: 'https://ipd.example.org',
        basePath: '',
        tmp: '/tmp',
      });
      const result = await checkLinks(site);
      expect(result.findings).toEqual([
        { url: `${origin}/static/attachments/1/gone.pdf`, message: 'broken link (HTTP 404)', detail: `on ${origin}/` },
      ]);
      expect(requested).toContain('GET /static/attachments/1/rules.pdf');
    } finally {
      server.close();
    }
  });
});
