// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildRecord } from './builds.ts';
import { diffNews } from './pipeline.ts';
import { describeOutcome, isCurrent, nextScheduled } from './supervisor.ts';

const at = (iso: string) => Date.parse(iso);
const record = (extra: Partial<BuildRecord>): BuildRecord => ({
  name: 'b1',
  stamp: 's1',
  code: 'c',
  runtime: 'r',
  publishTime: at('2026-12-01T00:00:00Z'),
  schedule: [],
  news: { files: 3, published: 1, draft: 1, scheduled: 1, expired: 0 },
  builtAt: '',
  durationMs: 0,
  ...extra,
});

describe('whether the live build is current', () => {
  const schedule = [at('2026-11-30T00:00:00Z'), at('2026-12-01T09:00:00Z'), at('2026-12-02T00:00:00Z')];
  const live = record({ schedule });

  it('is not when the files changed', () => {
    expect(isCurrent(live, 's1', live.publishTime)).toBe(true);
    expect(isCurrent(live, 's2', live.publishTime)).toBe(false);
  });

  it('is not once a publishAt or unpublishAt after its moment has come, up to and including that instant', () => {
    expect(isCurrent(live, 's1', at('2026-12-01T08:59:59.999Z'))).toBe(true);
    expect(isCurrent(live, 's1', at('2026-12-01T09:00:00Z'))).toBe(false);
    // a server stopped over the time catches up when it starts again
    expect(isCurrent(live, 's1', at('2026-12-05T00:00:00Z'))).toBe(false);
  });

  it('publishes next at the first time after its moment, at once when that fell due during a build', () => {
    expect(nextScheduled(live)).toBe(at('2026-12-01T09:00:00Z'));
    expect(nextScheduled({ ...live, publishTime: at('2026-12-01T09:00:00Z') })).toBe(at('2026-12-02T00:00:00Z'));
    expect(nextScheduled({ ...live, publishTime: at('2026-12-03T00:00:00Z') })).toBeUndefined();
    expect(nextScheduled(undefined)).toBeUndefined();
  });
});

describe('the outcome, as npm run publish and the log print it', () => {
  it('says what went live and what changed', () => {
    expect(
      describeOutcome({
        outcome: 'published',
        reason: 'files',
        at: '',
        durationMs: 61_234,
        build: 'b2',
        news: { added: 1, changed: 2, removed: 0 },
      }),
    ).toBe('published: b2 is live after 61.2 s (news files: +1 ~2 -0)');
    expect(
      describeOutcome({
        outcome: 'published',
        reason: 'files',
        at: '',
        durationMs: 8_000,
        build: 'b3',
        news: { added: 0, changed: 1, removed: 0 },
        changed: ['/', '/news/101'],
      }),
    ).toBe('published: b3 is live after 8.0 s (news files: +0 ~1 -0; 2 addresses changed)');
  });

  it('names the file, line and field of each content problem, and that the live build stays', () => {
    const text = describeOutcome({
      outcome: 'failed',
      reason: 'request',
      at: '',
      durationMs: 2_000,
      build: 'b1',
      stage: 'content',
      message: '1 problem(s) in the content',
      problems: [{ file: 'content/news/2026/9-x.md', line: 4, field: 'displayDate', message: 'must be a date' }],
    });
    expect(text).toBe(
      'failed (content) after 2.0 s: 1 problem(s) in the content; the live build b1 stays\n' +
        '  content/news/2026/9-x.md:4: displayDate: must be a date',
    );
  });
});

describe('the news files a publication changes', () => {
  const root = mkdtempSync(join(tmpdir(), 'scuid-diff-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (dir: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(root, dir, file, '..'), { recursive: true });
      writeFileSync(join(root, dir, file), text);
    }
  };

  it('are the added, the changed and the removed Markdown files', () => {
    write('a', { '2026/1-a.md': 'a', '2026/2-b.md': 'b', '2025/3-c.md': 'c', '2026/.4-d.md.swp': 'x' });
    write('b', { '2026/1-a.md': 'a', '2026/2-b.md': 'B', '2026/5-e.md': 'e', 'notes.txt': 'n' });
    expect(diffNews(join(root, 'a'), join(root, 'b'))).toEqual({
      added: ['2026/5-e.md'],
      changed: ['2026/2-b.md'],
      removed: ['2025/3-c.md'],
    });
    expect(diffNews(join(root, 'missing'), join(root, 'a')).added).toHaveLength(3);
  });
});
