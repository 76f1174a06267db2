import { expect, test, type Locator, type Page } from '@playwright/test';
import { EACH_KIND_OF_OVERLAY, EVERY_KIND_OF_PAGE } from './helpers';

// What a screen reader gets, read from the accessibility tree (Playwright's aria snapshot), not from markup or
// classes: one h1, no heading level skipped, every landmark a page may have more than one of named in both
// languages, and every English run marked lang="en".

interface Outline {
  headings: { level: number; name: string }[];
  landmarks: { role: string; name: string }[];
}

const LANDMARKS = ['banner', 'main', 'contentinfo', 'navigation', 'complementary', 'region', 'search', 'form'];
/** The page's one of each, named by their role. */
const UNIQUE = new Set(['banner', 'main', 'contentinfo']);

/** Headings and landmarks, in order, from the snapshot's lines (`- heading "名 Name" [level=2]`). */
async function outline(root: Locator): Promise<Outline> {
  const snapshot = await root.ariaSnapshot();
  const out: Outline = { headings: [], landmarks: [] };
  for (const line of snapshot.split('\n')) {
    const m = /^\s*- (\w+)(?: "((?:[^"\\]|\\.)*)")?(?: \[level=(\d)\])?/.exec(line);
    if (!m) continue;
    const [, role, name = '', level] = m;
    if (role === 'heading') out.headings.push({ level: Number(level), name });
    if (LANDMARKS.includes(role!)) out.landmarks.push({ role: role!, name });
  }
  return out;
}

const bothLanguages = (name: string) => /\p{Script=Han}/u.test(name) && /[A-Za-z]{2}/.test(name);

/** An English run (English words, no Chinese) that no lang="en" covers. */
const unmarkedEnglish = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!el || el.closest('script, style, noscript, template, [aria-hidden="true"]')) continue;
      // a word of three letters or more, not an address, a file name or an acronym
      const words = text
        .replace(/\S+@\S+|https?:\/\/\S+|\S+\.(ics|xml|png|jpg)\b/g, '')
        .match(/\b[A-Za-z][a-z]{2,}\b/g);
      // an English name or borrowed word inside a Chinese sentence is part of it (WCAG 3.1.2's exceptions)
      if (!words || /\p{Script=Han}/u.test(text)) continue;
      const lang = el.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!lang.startsWith('zh')) continue;
      found.push(`${el.tagName.toLowerCase()} "${text.slice(0, 40)}"`);
    }
    return found;
  });

for (const path of [...EVERY_KIND_OF_PAGE, ...EACH_KIND_OF_OVERLAY]) {
  test(`${path}: one h1, no skipped heading level, landmarks named in both languages, English marked`, async ({
    page,
  }) => {
    await page.goto(path);
    if (path.includes('#')) await expect(page.getByRole('dialog')).toBeVisible();
    const { headings, landmarks } = await outline(page.locator('body'));

    // an open overlay's headings follow the page's h1: its title is an h2
    expect(
      headings.filter((h) => h.level === 1),
      'h1',
    ).toHaveLength(1);
    headings.forEach((h, i) => {
      const before = i === 0 ? 0 : headings[i - 1]!.level;
      expect(h.level, `"${h.name}" after a level ${before}`).toBeLessThanOrEqual(before + 1);
    });
    for (const role of UNIQUE) {
      expect(landmarks.filter((l) => l.role === role).length, role).toBe(1);
    }
    const unnamed = landmarks.filter((l) => !UNIQUE.has(l.role) && !bothLanguages(l.name));
    expect(unnamed, 'landmarks without a name in both languages').toEqual([]);
    expect(await unmarkedEnglish(page), 'English text without lang="en"').toEqual([]);
  });
}
