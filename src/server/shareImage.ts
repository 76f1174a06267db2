import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { mediaFile, parseImageRef, type MediaMap } from '@/domain/media';
import { site } from '@/lib/site';
import { colors } from '@/styles/tokens';

// Share cards are drawn at build as SVG and rendered by sharp (librsvg, fonts through fontconfig): the build
// machine needs a CJK font such as Debian's fonts-noto-cjk, or Chinese shows as boxes.

const W = 1200;
const H = 630;
const SANS = "'Noto Sans CJK TC', 'Noto Sans TC', 'Source Han Sans TC', 'PingFang TC', sans-serif";
const SERIF = "'Noto Serif CJK TC', 'Noto Serif TC', 'Source Han Serif TC', serif";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Width of text in em: CJK and full-width forms are one em, other characters about half. */
const emWidth = (s: string) =>
  [...s].reduce((w, ch) => w + (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/.test(ch) ? 1 : 0.56), 0);

/** Lines of at most `em` em: CJK breaks anywhere, other text at spaces; at most `max` lines (an ellipsis ends a cut). */
export function wrap(text: string, em: number, max: number): string[] {
  const tokens =
    text.match(
      /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+|\s+/g,
    ) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const t of tokens) {
    if (/^\s+$/.test(t)) {
      if (line) line += ' ';
      continue;
    }
    if (line && emWidth(line + t) > em) {
      lines.push(line.trimEnd());
      line = '';
    }
    line += t;
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.replace(/.{1}$/u, '')}…`;
  return kept;
}

const logo = () => readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), 'app', 'icon.svg'));
const dataUri = (svg: Buffer | string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

function textBlock(
  lines: string[],
  {
    x,
    y,
    size,
    lineHeight,
    family,
    weight,
    fill,
  }: { x: number; y: number; size: number; lineHeight: number; family: string; weight: number; fill: string },
  lang?: string,
) {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" font-family="${family}" font-size="${size}" ` +
        `font-weight="${weight}" fill="${fill}"${lang ? ` xml:lang="${lang}"` : ''}>${escapeXml(l)}</text>`,
    )
    .join('');
}

export interface ShareCard {
  /** Chinese title */
  title: string;
  /** English title */
  subTitle: string;
  /** small line above the title, e.g. the category or the list */
  kicker?: string;
  /** the news banner (fills the card) or a portrait (beside the text): a data URI (staticPicture) */
  picture?: { href: string; kind: 'banner' | 'portrait' };
}

/** The dark gradient under a banner card's text. */
const SHADE = [
  '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">',
  '<stop offset="0.25" stop-color="#0b0d12" stop-opacity="0"/>',
  '<stop offset="1" stop-color="#0b0d12" stop-opacity="0.86"/>',
  '</linearGradient></defs>',
].join('');

/** Exported for tests. */
export function shareCardSvg({ title, subTitle, kicker, picture }: ShareCard): string {
  const brand = [
    `<image href="${dataUri(logo())}" x="64" y="${H - 112}" width="56" height="56"/>`,
    textBlock([site.name], {
      x: 136,
      y: H - 88,
      size: 24,
      lineHeight: 30,
      family: SANS,
      weight: 700,
      fill: 'currentColor',
    }),
    textBlock(
      [site.subName],
      { x: 136, y: H - 60, size: 18, lineHeight: 22, family: SANS, weight: 400, fill: 'currentColor' },
      'en',
    ),
  ].join('');
  if (picture?.kind === 'banner') {
    const t = wrap(title, 17, 2);
    const e = wrap(subTitle, 44, 2);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<image href="${picture.href}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/>
${SHADE}
<rect width="${W}" height="${H}" fill="url(#g)"/>
<g color="#ffffff">
${kicker ? textBlock([kicker], { x: 64, y: 236, size: 24, lineHeight: 30, family: SANS, weight: 700, fill: colors.accent }) : ''}
${textBlock(t, { x: 64, y: 300, size: 54, lineHeight: 66, family: SERIF, weight: 700, fill: '#ffffff' })}
${textBlock(e, { x: 64, y: 300 + t.length * 66 + 10, size: 26, lineHeight: 34, family: SANS, weight: 400, fill: '#e8ecfb' }, 'en')}
${brand}
</g></svg>`;
  }
  const textWidth = picture ? 640 : 1072;
  const t = wrap(title, Math.floor(textWidth / 60), 3);
  const e = wrap(subTitle, Math.floor(textWidth / 15), 3);
  const portrait = picture
    ? `<rect x="760" y="0" width="440" height="${H}" fill="${colors.primarySoft}"/>` +
      `<image href="${picture.href}" x="760" y="0" width="440" height="${H}" preserveAspectRatio="xMidYMid slice"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${colors.paper}"/>
<rect width="16" height="${H}" fill="${colors.primary}"/>
<circle cx="${picture ? 700 : 1100}" cy="90" r="36" fill="${colors.accent}"/>
${portrait}
<g color="${colors.ink}">
${kicker ? textBlock([kicker], { x: 64, y: 120, size: 26, lineHeight: 32, family: SANS, weight: 700, fill: colors.primary }) : ''}
${textBlock(t, { x: 64, y: 210, size: 60, lineHeight: 74, family: SERIF, weight: 700, fill: colors.ink })}
${textBlock(e, { x: 64, y: 210 + t.length * 74 + 6, size: 28, lineHeight: 36, family: SANS, weight: 400, fill: colors.inkSoft }, 'en')}
${brand}
</g></svg>`;
}

export async function shareCardPng(card: ShareCard): Promise<Buffer> {
  return sharp(Buffer.from(shareCardSvg(card)), { density: 72 })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

/** Cached like any static asset of the build. */
export async function shareImageResponse(card: ShareCard): Promise<Response> {
  const png = await shareCardPng(card);
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
  });
}

/**
 * An image of the site under public/static, as a data URI for a share card: a photograph by a derivative of its
 * (`media`; never its original, which keeps its metadata), a drawing or a derivative's path as it is.
 */
export function staticPicture(ref: string, media?: MediaMap): string {
  const found = media?.[ref];
  const path = found
    ? mediaFile(found, found.widths.filter((w) => w <= 1280).at(-1) ?? found.widths[0]!, found.fallback)
    : parseImageRef(ref).path;
  const bytes = readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), 'public', 'static', path));
  const type = /\.svg$/i.test(path) ? 'image/svg+xml' : /\.png$/i.test(path) ? 'image/png' : 'image/jpeg';
  return `data:${type};base64,${bytes.toString('base64')}`;
}
