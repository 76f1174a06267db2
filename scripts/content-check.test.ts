// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContentReport } from '../src/server/contentCheck';

const tmp = mkdtempSync(join(tmpdir(), 'scuid-content-check-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const TSX = join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** As the publish pipeline runs it: plain tsx (no react-server condition), NEWS_DIR at a snapshot. */
function contentCheck(newsDir: string, env: Record<string, string> = {}, args = ['--json']) {
  const { NODE_OPTIONS: _, ...rest } = process.env;
  return spawnSync(process.execPath, [TSX, 'scripts/content-check.ts', ...args], {
    // the manifest of the images goes to the data folder: a scratch one
    env: { ...rest, NEWS_DIR: newsDir, DATA_DIR: join(tmp, 'data'), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** A news file using the banner of item 214 (public/static/news/214.svg exists). */
const newsFile = (id: number, extra: string) => `---
newsId: ${id}
category: NEWS
displayDate: 2026-11-0${id % 10}
title: 消息 ${id}
subTitle: News ${id}
description: 摘要
subDescription: Summary
imgUrl: news/214.svg
imgAlt: 橫幅
subImgAlt: A banner
${extra}
---

內文

<section lang="en">

Text

</section>
`;

/** Two demo items (214 and 1014), a draft, an item published on 1 December 09:00 and one gone since 1 November. */
function snapshot(name: string): string {
  const newsDir = join(tmp, name);
  mkdirSync(join(newsDir, '2026'), { recursive: true });
  for (const id of [214, 1014]) {
    const file = readdirSync(join(process.cwd(), 'content', 'news', '2026')).find((f) => f.startsWith(`${id}-`))!;
    cpSync(join(process.cwd(), 'content', 'news', '2026', file), join(newsDir, '2026', file));
  }
  writeFileSync(join(newsDir, '2026', '1101-draft.md'), newsFile(1101, 'draft: true\npublishAt: 2026-01-01'));
  writeFileSync(join(newsDir, '2026', '1102-scheduled.md'), newsFile(1102, 'publishAt: 2026-12-01T09:00'));
  writeFileSync(join(newsDir, '2026', '1103-expired.md'), newsFile(1103, 'unpublishAt: 2026-11-01'));
  return newsDir;
}

const PUBLISH_TIME = { SCUID_PUBLISH_TIME: '2026-11-23T12:00:00+08:00' };

describe('content:check --json', () => {
  it('prints one JSON object: no problems, the news by state at the publish time, and the schedule', () => {
    const r = contentCheck(snapshot('valid'), PUBLISH_TIME);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as ContentReport;
    expect(r.stdout).toBe(`${JSON.stringify(report)}\n`);
    expect(report).toEqual({
      ok: true,
      problems: [],
      news: { files: 5, published: 2, draft: 1, scheduled: 1, expired: 1 },
      publishTime: Date.parse('2026-11-23T04:00:00Z'),
      // 2026-11-01 and 2026-12-01T09:00 in Taipei; the draft's publishAt is not there
      schedule: [Date.parse('2026-10-31T16:00:00Z'), Date.parse('2026-12-01T01:00:00Z')],
      // the department's photographs (two portraits, each in two references, a course, a slide, a banner)
      images: { processed: expect.any(Number), kept: expect.any(Number), ms: expect.any(Number) },
      texts: [],
    });
    const { images } = report as ContentReport & { images: { processed: number; kept: number } };
    expect(images.processed + images.kept).toBe(7);
    const manifest = JSON.parse(readFileSync(join(tmp, 'data', 'media.json'), 'utf8')) as { media: object };
    expect(Object.keys(manifest.media)).toHaveLength(7);
  });

  it('--sync: syncs the database and names the items a full build prerenders (the published two)', () => {
    const dataDir = join(tmp, 'sync-data');
    const r = contentCheck(snapshot('sync'), { ...PUBLISH_TIME, DATA_DIR: dataDir }, ['--json', '--sync']);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as ContentReport & { prerendered: number[] };
    expect(report.ok).toBe(true);
    expect(report.prerendered).toEqual([1014, 214]);
    expect(readdirSync(dataDir)).toContain('scuid.sqlite');
  });

  it('names each problem by file (as the text output does), line and field, and exits 1', () => {
    const newsDir = snapshot('broken');
    const path = join(newsDir, '2026', '1104-broken.md');
    writeFileSync(path, newsFile(1104, 'publishAt: 2026-12-01T09:00\nunpublishAt: 2026-12-01'));
    const r = contentCheck(newsDir, PUBLISH_TIME);
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout) as ContentReport;
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      { file: path, line: 13, field: 'unpublishAt', message: 'must be after publishAt (2026-12-01T09:00)' },
    ]);
    // the valid files are still counted
    expect(report.news).toEqual({ files: 6, published: 2, draft: 1, scheduled: 1, expired: 1 });
    expect(report.schedule).toHaveLength(2);

    const text = contentCheck(newsDir, PUBLISH_TIME, []);
    expect(text.status).toBe(1);
    expect(text.stderr).toContain(`${path}:13: unpublishAt: must be after publishAt (2026-12-01T09:00)`);
  });

  it('still prints one JSON object when a variable is wrong', () => {
    const r = contentCheck(snapshot('bad-time'), { SCUID_PUBLISH_TIME: '2026-12-01 09:00' });
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout) as ContentReport;
    expect(report.problems).toEqual([
      {
        file: '(environment)',
        field: 'SCUID_PUBLISH_TIME',
        message: expect.stringMatching(/^Invalid configuration: SCUID_PUBLISH_TIME must be an ISO 8601 date and time/),
      },
    ]);
  });
}, 120_000);
