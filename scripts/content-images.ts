/**
 * Draws every image the department content names (content/*.json, content/people, courses, schools):
 * portraits, course work, partner schools, the home banner and the about slides, as SVG under
 * public/static, sized for their slots and deterministic per path.
 *   npm run content:images
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BLUE, composition, GREEN, hash, INK, PAPER, RED, rng, shape, SKY, svg, WHITE, YELLOW } from './art/primitives';

const root = join(import.meta.dirname, '..');
const staticDir = join(root, 'public', 'static');

const SKIN = ['#f1c9a5', '#e0ac84', '#c68863', '#a8694a', '#f6d7bd', '#d99e78'];
const HAIR = ['#14161b', '#3b2a20', '#5a4032', '#8a8f98', '#2b2d33', '#c9c3b8'];
const CLOTHES = [BLUE, INK, RED, GREEN, '#4a4f5a', YELLOW];
const BACKS = [PAPER, '#e8ecfb', '#fbefd0', '#e4efe9', '#f2e3df'];

/** An abstract portrait: shoulders, neck, head, hair and sometimes glasses, on a soft field. */
export function portrait(path: string, w = 600, h = 800): string {
  const r = rng(hash(path.replace(/-large/, '')));
  const pick = <T>(a: T[]) => a[Math.floor(r() * a.length)]!;
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const cloth = pick(CLOTHES);
  const back = pick(BACKS);
  const s = w / 600;
  const cx = 300 * s;
  const headR = (96 + r() * 14) * s;
  const headY = 330 * s;
  const parts = [`<rect width="${w}" height="${h}" fill="${back}"/>`];
  parts.push(
    shape(
      Math.floor(r() * 3) * 2,
      r() * 380 * s,
      (40 + r() * 120) * s,
      200 * s,
      Math.floor(r() * 4) * 90,
      cloth === YELLOW ? BLUE : YELLOW,
    ).replace('/>', ' opacity="0.35"/>'),
  );
  parts.push(
    `<path d="M${cx - 230 * s} ${h}C${cx - 220 * s} ${560 * s} ${cx - 120 * s} ${520 * s} ${cx} ${520 * s}S${cx + 220 * s} ${560 * s} ${cx + 230 * s} ${h}Z" fill="${cloth}"/>`,
  );
  parts.push(
    `<rect x="${cx - 42 * s}" y="${headY + 60 * s}" width="${84 * s}" height="${120 * s}" rx="${30 * s}" fill="${skin}"/>`,
  );
  const style = Math.floor(r() * 4);
  if (style === 1)
    parts.push(
      `<rect x="${cx - headR - 14 * s}" y="${headY - 30 * s}" width="${2 * headR + 28 * s}" height="${190 * s}" rx="${50 * s}" fill="${hair}"/>`,
    );
  parts.push(`<ellipse cx="${cx}" cy="${headY}" rx="${headR}" ry="${headR * 1.18}" fill="${skin}"/>`);
  if (style === 0)
    parts.push(
      `<path d="M${cx - headR - 4 * s} ${headY - 10 * s}A${headR + 4 * s} ${headR + 10 * s} 0 0 1 ${cx + headR + 4 * s} ${headY - 10 * s}Z" fill="${hair}"/>`,
    );
  if (style === 1)
    parts.push(
      `<path d="M${cx - headR} ${headY - 20 * s}A${headR} ${headR} 0 0 1 ${cx + headR} ${headY - 20 * s}Z" fill="${hair}"/>`,
    );
  if (style === 2)
    parts.push(
      `<path d="M${cx - headR} ${headY - 30 * s}Q${cx} ${headY - headR * 1.7} ${cx + headR} ${headY - 30 * s}Q${cx} ${headY - headR * 0.8} ${cx - headR} ${headY - 30 * s}Z" fill="${hair}"/>`,
    );
  if (style === 3)
    parts.push(
      `<circle cx="${cx}" cy="${headY - headR * 1.1}" r="${38 * s}" fill="${hair}"/><path d="M${cx - headR} ${headY - 16 * s}A${headR} ${headR * 1.05} 0 0 1 ${cx + headR} ${headY - 16 * s}Z" fill="${hair}"/>`,
    );
  if (r() < 0.4) {
    const gy = headY + 8 * s;
    parts.push(
      `<g fill="none" stroke="${INK}" stroke-width="${6 * s}"><circle cx="${cx - 38 * s}" cy="${gy}" r="${26 * s}"/><circle cx="${cx + 38 * s}" cy="${gy}" r="${26 * s}"/><line x1="${cx - 12 * s}" y1="${gy}" x2="${cx + 12 * s}" y2="${gy}"/></g>`,
    );
  }
  return svg(w, h, parts.join(''));
}

/** A studio photograph stand-in: one product form on a sweep, with a soft shadow. */
export function productShot(path: string, w = 800, h = 600): string {
  const r = rng(hash(path));
  // the views of one course (courses/ba-11-2.svg) share its object and colour
  const base = rng(hash(path.replace(/^(courses\/\w+-\d+)-\d+\.svg$/, '$1.svg')));
  const kind = Math.floor(base() * 6);
  const colour = [BLUE, YELLOW, RED, GREEN, INK, SKY][Math.floor(base() * 6)]!;
  const back = [PAPER, '#e8ecfb', '#f4efe6', '#e9e9ec'][Math.floor(r() * 4)]!;
  const cx = w * (0.42 + r() * 0.16);
  const floor = h * 0.78;
  const p: string[] = [
    `<rect width="${w}" height="${h}" fill="${back}"/>`,
    `<rect y="${floor}" width="${w}" height="${h - floor}" fill="#000" opacity="0.05"/>`,
  ];
  p.push(`<ellipse cx="${cx}" cy="${floor}" rx="${150}" ry="${16}" fill="#000" opacity="0.14"/>`);
  const forms = [
    // lamp
    `<rect x="${cx - 6}" y="${floor - 250}" width="12" height="250" fill="${INK}"/><path d="M${cx - 110} ${floor - 240}A110 110 0 0 1 ${cx + 110} ${floor - 240}Z" fill="${colour}"/><rect x="${cx - 60}" y="${floor - 14}" width="120" height="14" rx="7" fill="${INK}"/>`,
    // chair
    `<rect x="${cx - 100}" y="${floor - 300}" width="24" height="300" fill="${INK}"/><rect x="${cx + 76}" y="${floor - 150}" width="24" height="150" fill="${INK}"/><rect x="${cx - 110}" y="${floor - 170}" width="220" height="34" rx="10" fill="${colour}"/><rect x="${cx - 110}" y="${floor - 310}" width="40" height="150" rx="14" fill="${colour}"/>`,
    // bottle
    `<rect x="${cx - 70}" y="${floor - 280}" width="140" height="280" rx="50" fill="${colour}"/><rect x="${cx - 30}" y="${floor - 330}" width="60" height="60" rx="12" fill="${INK}"/>`,
    // speaker
    `<rect x="${cx - 130}" y="${floor - 260}" width="260" height="260" rx="46" fill="${colour}"/><circle cx="${cx}" cy="${floor - 130}" r="80" fill="${INK}" opacity="0.85"/><circle cx="${cx}" cy="${floor - 130}" r="26" fill="${WHITE}" opacity="0.6"/>`,
    // kettle
    `<path d="M${cx - 120} ${floor}L${cx - 90} ${floor - 200}H${cx + 90}L${cx + 120} ${floor}Z" fill="${colour}"/><path d="M${cx - 60} ${floor - 200}A60 50 0 0 1 ${cx + 60} ${floor - 200}" fill="none" stroke="${INK}" stroke-width="14"/><path d="M${cx + 100} ${floor - 120}L${cx + 170} ${floor - 170}" stroke="${INK}" stroke-width="16" stroke-linecap="round"/>`,
    // stool
    `<rect x="${cx - 120}" y="${floor - 200}" width="240" height="40" rx="20" fill="${colour}"/><path d="M${cx - 90} ${floor - 160}L${cx - 120} ${floor}M${cx + 90} ${floor - 160}L${cx + 120} ${floor}M${cx} ${floor - 160}V${floor}" stroke="${INK}" stroke-width="16" stroke-linecap="round"/>`,
  ];
  p.push(forms[kind]!);
  return svg(w, h, p.join(''));
}

/** A campus: buildings with window grids, a tree and the sky. */
export function school(path: string, w = 800, h = 500): string {
  const r = rng(hash(path));
  const sky = [SKY, '#cfd8f7', '#f6e7c1', '#dfe8e2'][Math.floor(r() * 4)]!;
  const ground = h * 0.82;
  const p: string[] = [
    `<rect width="${w}" height="${h}" fill="${sky}"/>`,
    `<circle cx="${w * (0.1 + r() * 0.8)}" cy="${h * 0.18}" r="36" fill="${WHITE}" opacity="0.7"/>`,
  ];
  let x = 20 + r() * 40;
  while (x < w - 80) {
    const bw = 110 + r() * 160;
    const bh = 140 + r() * 200;
    const fill = [PAPER, WHITE, '#d9dbe0', BLUE, '#4a4f5a'][Math.floor(r() * 5)]!;
    const win = fill === BLUE || fill === '#4a4f5a' ? '#ffffffaa' : '#1f3fd155';
    p.push(`<rect x="${x}" y="${ground - bh}" width="${bw}" height="${bh}" fill="${fill}"/>`);
    for (let wy = ground - bh + 20; wy < ground - 40; wy += 34) {
      for (let wx = x + 16; wx < x + bw - 26; wx += 30)
        p.push(`<rect x="${wx}" y="${wy}" width="16" height="20" fill="${win}"/>`);
    }
    if (r() < 0.35)
      p.push(
        `<path d="M${x + bw / 2 - 30} ${ground}V${ground - 50}A30 30 0 0 1 ${x + bw / 2 + 30} ${ground - 50}V${ground}Z" fill="${INK}" opacity="0.8"/>`,
      );
    x += bw + 10 + r() * 40;
  }
  const tx = w * (0.15 + r() * 0.7);
  p.push(
    `<rect x="${tx - 6}" y="${ground - 70}" width="12" height="70" fill="#5a4032"/><circle cx="${tx}" cy="${ground - 95}" r="48" fill="${GREEN}"/>`,
  );
  p.push(`<rect y="${ground}" width="${w}" height="${h - ground}" fill="${INK}" opacity="0.85"/>`);
  return svg(w, h, p.join(''));
}

function drawing(path: string): string {
  const seed = hash(path);
  if (path.startsWith('people/')) return path.includes('-large') ? portrait(path, 900, 1200) : portrait(path);
  if (path.startsWith('courses/')) return productShot(path);
  if (path.startsWith('schools/')) return school(path);
  if (path.startsWith('home/'))
    return svg(1600, 544, composition(seed, 1600, 544, path.endsWith('1.svg') ? BLUE : INK, [YELLOW, WHITE, SKY, RED]));
  if (path.startsWith('about/'))
    return svg(
      1600,
      900,
      composition(
        seed,
        1600,
        900,
        [PAPER, BLUE, YELLOW, INK][seed % 4]!,
        [BLUE, INK, WHITE, RED, YELLOW].filter((c, i) => i !== seed % 4),
      ),
    );
  return svg(800, 600, composition(seed, 800, 600, PAPER, [BLUE, INK, YELLOW]));
}

/** Every image path (a string ending in an image extension) in a JSON value. */
function imagePaths(value: unknown, out: Set<string>) {
  if (typeof value === 'string' && /^[a-z0-9][\w/-]*\.svg$/i.test(value) && !value.startsWith('news/')) out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => imagePaths(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => imagePaths(v, out));
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'news' ? [] : jsonFiles(p);
    return name.endsWith('.json') ? [p] : [];
  });
}

function main() {
  const paths = new Set<string>();
  for (const file of jsonFiles(join(root, 'content'))) imagePaths(JSON.parse(readFileSync(file, 'utf8')), paths);
  for (const p of paths) {
    const target = join(staticDir, p);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, drawing(p));
  }
  console.log(`content images: ${paths.size} drawn under public/static`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
