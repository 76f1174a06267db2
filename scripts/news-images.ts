/**
 * Draws the news images: for every news file (content/news/{YYYY}/{newsId}-{slug}.md, or NEWS_DIR) whose
 * banner is its own (imgUrl news/{newsId}.svg) a 16:9 banner, and when its body shows
 * news/figures/{newsId}.svg a 3:2 figure; geometric compositions in the logo's language, deterministic
 * per id and category. `npm run news:new` draws a new item's images with drawNewsImages().
 *   npm run news:images
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { BLUE, INK, PAPER, RED, rng, shape, SKY, WHITE, YELLOW } from './art/primitives';
import { serverEnv } from '../src/config/settings';

const root = join(import.meta.dirname, '..');

/** Background and shape colours by category family. */
const palettes: Record<string, string[][]> = {
  NEWS: [
    [BLUE, WHITE, YELLOW, SKY],
    [PAPER, BLUE, INK, YELLOW],
  ],
  AWARD: [
    [YELLOW, INK, WHITE, BLUE],
    [INK, YELLOW, WHITE, RED],
  ],
  TEACH: [
    [PAPER, RED, BLUE, INK],
    [WHITE, BLUE, YELLOW, INK],
  ],
  APPLY: [
    [INK, YELLOW, BLUE, WHITE],
    [SKY, BLUE, WHITE, INK],
  ],
};
const familyOf = (category: string) =>
  category === 'NEWS_AWARE'
    ? 'AWARD'
    : category.startsWith('NEWS')
      ? 'NEWS'
      : category.startsWith('TEACH')
        ? 'TEACH'
        : 'APPLY';

const COLOUR_NAMES: Record<string, string> = {
  [INK]: '墨黑',
  [BLUE]: '藍',
  [YELLOW]: '黃',
  [RED]: '紅',
  [PAPER]: '米白',
  [WHITE]: '白',
  [SKY]: '淺藍',
};
const ACCENT_NAMES: Record<number, string> = { 0: '圓形', 2: '四分之一圓', 4: '半圓' };
const COLOUR_NAMES_EN: Record<string, string> = {
  [INK]: 'ink black',
  [BLUE]: 'blue',
  [YELLOW]: 'yellow',
  [RED]: 'red',
  [PAPER]: 'off-white',
  [WHITE]: 'white',
  [SKY]: 'light blue',
};
const ACCENT_NAMES_EN: Record<number, string> = { 0: 'circle', 2: 'quarter circle', 4: 'half circle' };

/** What a banner holds: its colours, its grid of primitives and its one large accent form. */
function bannerPlan(newsId: number, category: string) {
  const r = rng(newsId * 7919);
  const options = palettes[familyOf(category)]!;
  const [bg, ...inks] = options[Math.floor(r() * options.length)]!;
  const W = 1200;
  const H = 675;
  const cols = 6 + Math.floor(r() * 3);
  const cell = W / cols;
  const rows = Math.ceil(H / cell);
  const parts: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      if (r() < 0.38) continue;
      const fill = inks[Math.floor(r() * inks.length)]!;
      const pad = cell * 0.12;
      parts.push(
        shape(Math.floor(r() * 6), col * cell + pad, row * cell + pad, cell - 2 * pad, Math.floor(r() * 4) * 90, fill),
      );
    }
  }
  const big = cell * (2.2 + r() * 1.2);
  const accent = [0, 2, 4][Math.floor(r() * 3)]!;
  parts.push(shape(accent, W * (0.45 + r() * 0.3), H * (0.1 + r() * 0.4), big, Math.floor(r() * 4) * 90, inks[0]!));
  return { W, H, bg: bg!, inks, accent, parts };
}

/** A banner: a grid of primitives on a coloured field, one large accent form. */
export function banner(newsId: number, category: string): string {
  const { W, H, bg, parts } = bannerPlan(newsId, category);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${bg}"/>${parts.join('')}</svg>\n`;
}

/** The banner's Chinese alt text: what it shows (colours, forms), e.g. 藍底上排列白、黃、淺藍色幾何圖形的抽象橫幅，疊上一個大型白色半圓 */
export function bannerAlt(newsId: number, category: string): string {
  const { bg, inks, accent } = bannerPlan(newsId, category);
  const name = (c: string) => COLOUR_NAMES[c] ?? '彩';
  return `${name(bg)}底上排列${inks.map(name).join('、')}色幾何圖形的抽象橫幅，疊上一個大型${name(inks[0]!)}色${ACCENT_NAMES[accent]}`;
}

/** The same in English, e.g. An abstract banner of white, yellow and light blue geometric shapes on blue, under a large white half circle */
export function bannerSubAlt(newsId: number, category: string): string {
  const { bg, inks, accent } = bannerPlan(newsId, category);
  const name = (c: string) => COLOUR_NAMES_EN[c] ?? 'coloured';
  const list = inks.map(name);
  const colours = `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  return `An abstract banner of ${colours} geometric shapes on ${name(bg)}, under a large ${name(inks[0]!)} ${ACCENT_NAMES_EN[accent]}`;
}

/** A figure: an object study in line, with construction circles and a dimension line. */
export function figure(newsId: number, category: string): string {
  const r = rng(newsId * 104729);
  const options = palettes[familyOf(category)]!;
  const accent = options[0]![1] === WHITE ? BLUE : options[0]![1]!;
  const W = 1200;
  const H = 800;
  const cx = W * (0.35 + r() * 0.3);
  const cy = H * 0.52;
  const R = 150 + r() * 90;
  const lines: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    lines.push(
      `<circle cx="${cx}" cy="${cy}" r="${R * (0.4 + i * 0.22)}" fill="none" stroke="${INK}" stroke-opacity="0.18" stroke-width="2"/>`,
    );
  }
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2 + r() * 0.2;
    lines.push(
      `<line x1="${cx}" y1="${cy}" x2="${cx + Math.cos(a) * R * 1.5}" y2="${cy + Math.sin(a) * R * 1.5}" stroke="${INK}" stroke-opacity="0.12" stroke-width="2"/>`,
    );
  }
  const body = Math.floor(r() * 3);
  const forms = [
    `<rect x="${cx - R * 0.55}" y="${cy - R * 0.9}" width="${R * 1.1}" height="${R * 1.6}" rx="${R * 0.35}" fill="${accent}"/>`,
    `<path d="M${cx - R} ${cy + R * 0.6}Q${cx} ${cy - R * 1.4} ${cx + R} ${cy + R * 0.6}Z" fill="${accent}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${R * 0.8}" fill="${accent}"/><rect x="${cx - R * 0.15}" y="${cy - R * 1.3}" width="${R * 0.3}" height="${R * 0.6}" fill="${INK}"/>`,
  ];
  const y = H - 90;
  const dim = `<line x1="${cx - R}" y1="${y}" x2="${cx + R}" y2="${y}" stroke="${INK}" stroke-width="3"/><line x1="${cx - R}" y1="${y - 14}" x2="${cx - R}" y2="${y + 14}" stroke="${INK}" stroke-width="3"/><line x1="${cx + R}" y1="${y - 14}" x2="${cx + R}" y2="${y + 14}" stroke="${INK}" stroke-width="3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${PAPER}"/>${lines.join('')}${forms[body]}${dim}</svg>\n`;
}

/** Writes a banner (public/static/news/{newsId}.svg) and, when asked, a figure (news/figures/{newsId}.svg). */
export function drawNewsImages(
  newsId: number,
  category: string,
  staticDir: string,
  { figure: withFigure = true } = {},
): string[] {
  const written = [join(staticDir, 'news', `${newsId}.svg`)];
  mkdirSync(join(staticDir, 'news'), { recursive: true });
  writeFileSync(written[0]!, banner(newsId, category));
  if (withFigure) {
    const path = join(staticDir, 'news', 'figures', `${newsId}.svg`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, figure(newsId, category));
    written.push(path);
  }
  return written;
}

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* markdownFiles(join(dir, entry.name));
    else if (entry.name.endsWith('.md')) yield join(dir, entry.name);
  }
}

function main() {
  const { newsDir } = serverEnv();
  const staticDir = join(root, 'public', 'static');
  if (!existsSync(newsDir)) throw new Error(`news:images: no news folder ${newsDir}`);
  let banners = 0;
  let figures = 0;
  for (const file of markdownFiles(newsDir)) {
    const text = readFileSync(file, 'utf8');
    const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
    if (!m) continue; // content:check reports it
    const fm = parse(m[1]!) as { newsId?: unknown; category?: unknown; imgUrl?: unknown } | null;
    if (typeof fm?.newsId !== 'number' || typeof fm.category !== 'string') continue;
    const own = fm.imgUrl === `news/${fm.newsId}.svg`;
    const showsFigure = m[2]!.includes(`news/figures/${fm.newsId}.svg`);
    if (!own && !showsFigure) continue;
    if (own) {
      mkdirSync(join(staticDir, 'news'), { recursive: true });
      writeFileSync(join(staticDir, 'news', `${fm.newsId}.svg`), banner(fm.newsId, fm.category));
      banners += 1;
    }
    if (showsFigure) {
      mkdirSync(join(staticDir, 'news', 'figures'), { recursive: true });
      writeFileSync(join(staticDir, 'news', 'figures', `${fm.newsId}.svg`), figure(fm.newsId, fm.category));
      figures += 1;
    }
  }
  console.log(`news images: ${banners} banners and ${figures} figures in public/static/news`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
