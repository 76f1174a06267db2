// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicationState } from '../src/domain/schedule';
import { readNewsDir } from '../src/server/newsContent';

const tmp = mkdtempSync(join(tmpdir(), 'scuid-news-new-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const TSX = join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Runs `npm run news:new` (its script) against a news folder and a static folder of its own. */
function newsNew(newsDir: string, staticDir: string, args: string[], input?: string) {
  return spawnSync(process.execPath, [TSX, 'scripts/news-new.ts', '--staticDir', staticDir, ...args], {
    env: { ...process.env, NEWS_DIR: newsDir, NODE_OPTIONS: '--conditions=react-server' },
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** A copy of two demo items (ids 214 and 1014) with their images. */
function demoCopy(name: string) {
  const newsDir = join(tmp, name, 'news');
  const staticDir = join(tmp, name, 'static');
  mkdirSync(join(newsDir, '2026'), { recursive: true });
  mkdirSync(join(staticDir, 'news', 'figures'), { recursive: true });
  for (const id of [214, 1014]) {
    const file = readdirSync(join(process.cwd(), 'content', 'news', '2026')).find((f) => f.startsWith(`${id}-`))!;
    cpSync(join(process.cwd(), 'content', 'news', '2026', file), join(newsDir, '2026', file));
    cpSync(join(process.cwd(), 'public', 'static', 'news', `${id}.svg`), join(staticDir, 'news', `${id}.svg`));
    cpSync(
      join(process.cwd(), 'public', 'static', 'news', 'figures', `${id}.svg`),
      join(staticDir, 'news', 'figures', `${id}.svg`),
    );
  }
  return { newsDir, staticDir };
}

describe('npm run news:new', () => {
  it('writes a valid file with the next id, the given date, a bilingual body and drawn images', () => {
    const { newsDir, staticDir } = demoCopy('flags');
    const r = newsNew(newsDir, staticDir, [
      '--category',
      'TEACH_SHOW',
      '--title',
      '2027畢業展「接著做」',
      '--subTitle',
      'Graduation Show 2027: "Keep Making"',
      '--description',
      '第三十二屆畢業展將於五月在華山展出。',
      '--subDescription',
      'The 32nd graduation show opens at Huashan in May.',
      '--date',
      '2026-11-20',
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const path = join(newsDir, '2026', '1015-graduation-show-2027-keep-making.md');
    expect(r.stdout).toContain(`wrote ${path} (newsId 1015, TEACH_SHOW, 2026-11-20)`);
    expect(existsSync(join(staticDir, 'news', '1015.svg'))).toBe(true);
    expect(existsSync(join(staticDir, 'news', 'figures', '1015.svg'))).toBe(true);

    const item = readNewsDir(newsDir, { staticDir }).find((n) => n.frontMatter.newsId === 1015)!;
    expect(item.frontMatter).toMatchObject({
      category: 'TEACH_SHOW',
      displayDate: '2026-11-20',
      title: '2027畢業展「接著做」',
      subTitle: 'Graduation Show 2027: "Keep Making"',
      imgUrl: 'news/1015.svg',
      imgAlt: expect.stringMatching(/抽象橫幅/),
    });
    expect(item.body).toContain('<section lang="en">');
    expect(item.body).toContain('![2027畢業展「接著做」示意圖](news/figures/1015.svg');
    let text = readFileSync(path, 'utf8');
    expect(text).toContain('# eventStart: 2026-11-20T14:00');
    expect(text).toMatch(/^# draft: true +# appears nowhere until this line is removed or says false$/m);
    expect(text).toMatch(/^# publishAt: 2026-11-20T09:00 +# appears at this time \(Asia\/Taipei\)$/m);
    expect(text).toMatch(/^# unpublishAt: 2027-01-19 +# disappears at the start of this day \(Asia\/Taipei\)$/m);
    // as written, the file has no schedule
    expect(item.frontMatter).not.toHaveProperty('publishAt');
    expect(publicationState(item.frontMatter, Date.parse('2000-01-01T00:00:00Z'))).toBe('published');

    // with the # removed, each line is a valid field, its explanation a YAML comment
    const uncomment = (fields: string[]) => {
      let changed = text;
      for (const f of fields) changed = changed.replace(new RegExp(`^# (${f}:)`, 'm'), '$1');
      writeFileSync(path, changed);
      return readNewsDir(newsDir, { staticDir }).find((n) => n.frontMatter.newsId === 1015)!.frontMatter;
    };
    const drafted = uncomment(['draft', 'publishAt', 'unpublishAt']);
    expect(drafted).toMatchObject({ draft: true, publishAt: '2026-11-20T09:00', unpublishAt: '2027-01-19' });
    expect(publicationState(drafted, Date.parse('2026-12-01T00:00:00Z'))).toBe('draft');
    const scheduled = uncomment(['publishAt', 'unpublishAt']);
    expect(scheduled).not.toHaveProperty('draft');
    expect(publicationState(scheduled, Date.parse('2026-11-20T00:59:59Z'))).toBe('scheduled');
    expect(publicationState(scheduled, Date.parse('2026-11-20T01:00:00Z'))).toBe('published');
    expect(publicationState(scheduled, Date.parse('2027-01-18T16:00:00Z'))).toBe('expired');

    // the event lines too: an online talk, an exhibition abroad, a series of sessions
    const event = ['eventStart', 'eventEnd', 'venue', 'subVenue'];
    expect(uncomment([...event, 'eventAttendanceMode', 'onlineUrl'])).toMatchObject({
      eventAttendanceMode: 'online',
      onlineUrl: 'https://www.example.org/lanchuan-ipd/live',
    });
    expect(uncomment([...event, 'addressLocality', 'addressCountry'])).toMatchObject({
      addressLocality: ['Eindhoven'],
      addressCountry: 'NL',
    });
    writeFileSync(path, text.replace('# eventEnd: 2026-11-20T16:00', '# eventEnd: 2026-11-27T16:00'));
    text = readFileSync(path, 'utf8');
    expect(uncomment([...event, 'eventSessions'])).toMatchObject({ eventSessions: ['2026-11-20', '2026-11-27'] });
  });

  it('asks for what the flags do not give, and dates the item today in Asia/Taipei', () => {
    const { newsDir, staticDir } = demoCopy('asks');
    const r = newsNew(
      newsDir,
      staticDir,
      ['--category', '2'],
      '講座：材料的未來\nTalk: The Future of Materials\n摘要\nSummary\n',
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('title (中文標題):');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
    const item = readNewsDir(newsDir, { staticDir }).find((n) => n.frontMatter.newsId === 1015)!;
    expect(item.sourcePath).toBe(`${today.slice(0, 4)}/1015-talk-the-future-of-materials.md`);
    expect(item.frontMatter).toMatchObject({
      category: 'NEWS_TEACH',
      displayDate: today,
      title: '講座：材料的未來',
      subDescription: 'Summary',
    });
  });

  it('refuses an unknown category, a date not in the calendar and an empty title, writing nothing', () => {
    const { newsDir, staticDir } = demoCopy('refuses');
    const base = ['--title', 't', '--subTitle', 's', '--description', 'd', '--subDescription', 'e'];
    const category = newsNew(newsDir, staticDir, [...base, '--category', 'EXHIBITION']);
    expect(category.status).toBe(1);
    expect(category.stderr).toContain('news:new: category: must be one of NEWS (1), NEWS_TEACH (2)');
    const date = newsNew(newsDir, staticDir, [...base, '--category', 'NEWS', '--date', '2026-02-30']);
    expect(date.status).toBe(1);
    expect(date.stderr).toContain('--date: must be a real date YYYY-MM-DD (got "2026-02-30")');
    const empty = newsNew(
      newsDir,
      staticDir,
      ['--category', 'NEWS', '--subTitle', 's', '--description', 'd', '--subDescription', 'e'],
      '   \n',
    );
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('title: must not be empty');
    expect(readNewsDir(newsDir, { staticDir }).map((n) => n.frontMatter.newsId)).toEqual([214, 1014]);
    expect(readdirSync(join(staticDir, 'news')).sort()).toEqual(['1014.svg', '214.svg', 'figures']);
  });
}, 120_000);
