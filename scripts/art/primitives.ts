/** Drawing primitives shared by the image generators: a seeded PRNG, the palette, the logo's shapes. */

/** A small deterministic PRNG (mulberry32). */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable number from a string (FNV-1a). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const INK = '#14161b';
export const BLUE = '#1f3fd1';
export const YELLOW = '#f5b81c';
export const RED = '#d8452f';
export const PAPER = '#efece4';
export const WHITE = '#ffffff';
export const SKY = '#9fb3f5';
export const GREEN = '#2f7d5b';

/** One of the logo's primitives (circle, square, quarter disc, triangle, half disc, bars) in a box. */
export function shape(kind: number, x: number, y: number, s: number, rot: number, fill: string): string {
  const c = `${x + s / 2} ${y + s / 2}`;
  const t = `transform="rotate(${rot} ${c})"`;
  switch (kind) {
    case 0:
      return `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s / 2}" fill="${fill}"/>`;
    case 1:
      return `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${fill}" ${t}/>`;
    case 2:
      return `<path d="M${x} ${y + s}V${y}A${s} ${s} 0 0 1 ${x + s} ${y + s}Z" fill="${fill}" ${t}/>`;
    case 3:
      return `<path d="M${x} ${y + s}L${x + s} ${y}V${y + s}Z" fill="${fill}" ${t}/>`;
    case 4:
      return `<path d="M${x} ${y + s / 2}A${s / 2} ${s / 2} 0 0 1 ${x + s} ${y + s / 2}Z" fill="${fill}" ${t}/>`;
    default: {
      const bars = [0, 1, 2, 3].map(
        (i) => `<rect x="${x}" y="${y + (i * s) / 4}" width="${s}" height="${s / 8}" fill="${fill}"/>`,
      );
      return `<g ${t}>${bars.join('')}</g>`;
    }
  }
}

export const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;

/** A field of primitives on a grid, with one large accent form. */
export function composition(seed: number, w: number, h: number, bg: string, inks: string[], density = 0.62): string {
  const r = rng(seed);
  const cols = Math.max(4, Math.round(w / (150 + r() * 60)));
  const cell = w / cols;
  const rows = Math.ceil(h / cell);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${bg}"/>`];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      if (r() > density) continue;
      const pad = cell * 0.12;
      parts.push(
        shape(
          Math.floor(r() * 6),
          col * cell + pad,
          row * cell + pad,
          cell - 2 * pad,
          Math.floor(r() * 4) * 90,
          inks[Math.floor(r() * inks.length)]!,
        ),
      );
    }
  }
  const big = Math.min(w, h) * (0.5 + r() * 0.3);
  parts.push(
    shape(
      [0, 2, 4][Math.floor(r() * 3)]!,
      w * (0.5 + r() * 0.25),
      h * (0.05 + r() * 0.3),
      big,
      Math.floor(r() * 4) * 90,
      inks[0]!,
    ),
  );
  return parts.join('');
}
