/**
 * `npm run demo:photos`: draws the demo's few raster pictures (news banners and a figure, two portraits, a
 * course, an About slide and a home banner) into public/static, so that a newcomer sees the image pipeline at
 * work (srcset, AVIF, crops) on first start. They are drawings, not photographs, but made like photographs:
 * soft light, depth of field and sensor grain, stored as JPEGs of a camera's proportions, so they cost what
 * a photograph costs. The department's content names them; the SVG drawings stay where they are.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const STATIC = join(process.cwd(), 'public', 'static');

/** A small deterministic random source, so each picture comes out the same. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Scene {
  file: string;
  width: number;
  height: number;
  /** the scene's SVG elements, drawn on `width` × `height` */
  draw: (r: () => number, w: number, h: number) => string;
  /** blur of the whole scene (depth of field), in pixels */
  blur?: number;
}

const silhouettes = (r: () => number, w: number, h: number, rows: number, colour: string) =>
  Array.from({ length: rows }, (_, row) => {
    const y = h * (0.72 + row * 0.09);
    const size = h * (0.05 + row * 0.018);
    return Array.from({ length: 9 + row * 2 }, (_, i) => {
      const x = (w / (8 + row * 2)) * (i + r() * 0.6);
      return `<ellipse cx="${x}" cy="${y}" rx="${size * 0.8}" ry="${size}" fill="${colour}"/><rect x="${x - size * 1.6}" y="${y + size * 0.8}" width="${size * 3.2}" height="${h}" rx="${size}" fill="${colour}"/>`;
    }).join('');
  }).join('');

const SCENES: Scene[] = [
  {
    // a talk: an audience before a bright projection screen
    file: 'news/213.jpg',
    width: 2400,
    height: 1600,
    draw: (r, w, h) => `
<defs><radialGradient id="glow" cx="0.55" cy="0.35" r="0.7"><stop offset="0" stop-color="#f4e6c8"/><stop offset="1" stop-color="#3a2c22"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
<rect x="${w * 0.34}" y="${h * 0.12}" width="${w * 0.42}" height="${h * 0.4}" fill="#fbfaf4"/>
<rect x="${w * 0.38}" y="${h * 0.18}" width="${w * 0.16}" height="${h * 0.26}" fill="#7fa36b"/>
<rect x="${w * 0.56}" y="${h * 0.2}" width="${w * 0.16}" height="${h * 0.05}" fill="#3d4a5c"/>
<rect x="${w * 0.56}" y="${h * 0.28}" width="${w * 0.12}" height="${h * 0.03}" fill="#8793a3"/>
<rect x="${w * 0.2}" y="${h * 0.5}" width="${w * 0.05}" height="${h * 0.2}" fill="#2a211b"/>
${silhouettes(r, w, h, 3, '#1b1512')}`,
    blur: 1.2,
  },
  {
    // a workshop: bamboo strips and paper models on a wooden table, from above
    file: 'news/914.jpg',
    width: 2400,
    height: 1600,
    draw: (r, w, h) => `
<defs><linearGradient id="wood" x1="0" y1="0" x2="1" y2="0.2"><stop offset="0" stop-color="#9a6b3f"/><stop offset="0.5" stop-color="#b8834f"/><stop offset="1" stop-color="#8a5d35"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#wood)"/>
${Array.from({ length: 40 }, (_, i) => `<rect x="0" y="${(h / 40) * i}" width="${w}" height="${2 + r() * 3}" fill="#6e4a2a" opacity="${0.2 + r() * 0.3}"/>`).join('')}
${Array.from({ length: 14 }, () => `<rect x="${w * (0.05 + r() * 0.5)}" y="${h * (0.1 + r() * 0.7)}" width="${w * 0.45}" height="${h * 0.018}" rx="6" fill="#d9c27a" transform="rotate(${-20 + r() * 40} ${w / 2} ${h / 2})"/>`).join('')}
<polygon points="${w * 0.66},${h * 0.3} ${w * 0.86},${h * 0.24} ${w * 0.9},${h * 0.5} ${w * 0.7},${h * 0.58}" fill="#f2efe6"/>
<polygon points="${w * 0.66},${h * 0.3} ${w * 0.7},${h * 0.58} ${w * 0.64},${h * 0.62} ${w * 0.6},${h * 0.36}" fill="#cfc9bb"/>
<circle cx="${w * 0.22}" cy="${h * 0.78}" r="${h * 0.09}" fill="#e9e4d8"/>`,
    blur: 0.8,
  },
  {
    // a craftsman bends bamboo over a flame
    file: 'news/figures/914.jpg',
    width: 2000,
    height: 1500,
    draw: (_r, w, h) => `
<defs><radialGradient id="fire" cx="0.45" cy="0.7" r="0.5"><stop offset="0" stop-color="#ffd27a"/><stop offset="0.4" stop-color="#d8642a"/><stop offset="1" stop-color="#2a1a14"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#fire)"/>
<path d="M ${w * 0.05} ${h * 0.45} Q ${w * 0.45} ${h * 0.2} ${w * 0.95} ${h * 0.5}" stroke="#d8c07a" stroke-width="${h * 0.05}" fill="none" stroke-linecap="round"/>
<ellipse cx="${w * 0.2}" cy="${h * 0.42}" rx="${w * 0.07}" ry="${h * 0.05}" fill="#b98a6a"/>
<ellipse cx="${w * 0.8}" cy="${h * 0.46}" rx="${w * 0.07}" ry="${h * 0.05}" fill="#b98a6a"/>
<rect x="${w * 0.38}" y="${h * 0.78}" width="${w * 0.16}" height="${h * 0.22}" fill="#3b3432"/>`,
    blur: 2,
  },
  {
    // welcome week: the department building's entrance under a morning sky
    file: 'news/514.jpg',
    width: 2400,
    height: 1600,
    draw: (r, w, h) => `
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6e9fd0"/><stop offset="1" stop-color="#dfe9f2"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<rect x="${w * 0.1}" y="${h * 0.2}" width="${w * 0.8}" height="${h * 0.62}" fill="#c9c1b3"/>
${Array.from({ length: 5 }, (_, row) => Array.from({ length: 10 }, (_, col) => `<rect x="${w * (0.13 + col * 0.077)}" y="${h * (0.25 + row * 0.1)}" width="${w * 0.05}" height="${h * 0.06}" fill="#3f5566" opacity="${0.7 + r() * 0.3}"/>`).join('')).join('')}
<rect x="${w * 0.44}" y="${h * 0.66}" width="${w * 0.12}" height="${h * 0.16}" fill="#2b3640"/>
<rect x="0" y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="#8c8a84"/>
${silhouettes(r, w, h * 1.06, 1, '#2d2a28')}`,
    blur: 0.6,
  },
  {
    // a portrait: head and shoulders before a soft studio backdrop
    file: 'people/full-1.jpg',
    width: 1600,
    height: 2000,
    draw: (_r, w, h) => `
<defs><radialGradient id="bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#d7dde3"/><stop offset="1" stop-color="#5a6470"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<path d="M ${w * 0.12} ${h} Q ${w * 0.18} ${h * 0.66} ${w * 0.5} ${h * 0.62} Q ${w * 0.82} ${h * 0.66} ${w * 0.88} ${h} Z" fill="#2f3a4a"/>
<path d="M ${w * 0.42} ${h * 0.64} L ${w * 0.5} ${h * 0.76} L ${w * 0.58} ${h * 0.64} Z" fill="#e8e4dc"/>
<rect x="${w * 0.44}" y="${h * 0.5}" width="${w * 0.12}" height="${h * 0.14}" fill="#c99a7c"/>
<ellipse cx="${w * 0.5}" cy="${h * 0.38}" rx="${w * 0.16}" ry="${h * 0.16}" fill="#d8a98a"/>
<path d="M ${w * 0.34} ${h * 0.36} Q ${w * 0.36} ${h * 0.18} ${w * 0.5} ${h * 0.19} Q ${w * 0.66} ${h * 0.18} ${w * 0.66} ${h * 0.36} Q ${w * 0.6} ${h * 0.27} ${w * 0.5} ${h * 0.27} Q ${w * 0.4} ${h * 0.27} ${w * 0.34} ${h * 0.36} Z" fill="#2a221e"/>`,
    blur: 1,
  },
  {
    file: 'people/full-2.jpg',
    width: 1600,
    height: 2000,
    draw: (_r, w, h) => `
<defs><radialGradient id="bg" cx="0.65" cy="0.25" r="0.9"><stop offset="0" stop-color="#efe3cf"/><stop offset="1" stop-color="#7a6650"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<path d="M ${w * 0.14} ${h} Q ${w * 0.2} ${h * 0.68} ${w * 0.5} ${h * 0.64} Q ${w * 0.8} ${h * 0.68} ${w * 0.86} ${h} Z" fill="#7d2f3a"/>
<rect x="${w * 0.44}" y="${h * 0.5}" width="${w * 0.12}" height="${h * 0.15}" fill="#e0b394"/>
<ellipse cx="${w * 0.5}" cy="${h * 0.39}" rx="${w * 0.15}" ry="${h * 0.16}" fill="#eabd9e"/>
<path d="M ${w * 0.3} ${h * 0.62} Q ${w * 0.28} ${h * 0.2} ${w * 0.5} ${h * 0.19} Q ${w * 0.72} ${h * 0.2} ${w * 0.7} ${h * 0.62} Q ${w * 0.66} ${h * 0.4} ${w * 0.62} ${h * 0.3} Q ${w * 0.5} ${h * 0.26} ${w * 0.38} ${h * 0.3} Q ${w * 0.34} ${h * 0.4} ${w * 0.3} ${h * 0.62} Z" fill="#1f1a18"/>`,
    blur: 1,
  },
  {
    // woodworking: a chair frame on a workbench
    file: 'courses/ba-111.jpg',
    width: 2000,
    height: 1500,
    draw: (r, w, h) => `
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6ddcc"/><stop offset="1" stop-color="#b4a58c"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>
<rect x="0" y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="#8a6240"/>
${Array.from({ length: 12 }, () => `<rect x="${w * r()}" y="${h * (0.08 + r() * 0.3)}" width="${w * 0.012}" height="${h * 0.22}" fill="#5b5046"/>`).join('')}
<rect x="${w * 0.38}" y="${h * 0.3}" width="${w * 0.03}" height="${h * 0.4}" fill="#c48d55"/>
<rect x="${w * 0.6}" y="${h * 0.3}" width="${w * 0.03}" height="${h * 0.4}" fill="#c48d55"/>
<rect x="${w * 0.38}" y="${h * 0.48}" width="${w * 0.25}" height="${h * 0.04}" fill="#b47e48"/>
<rect x="${w * 0.42}" y="${h * 0.52}" width="${w * 0.03}" height="${h * 0.16}" fill="#c48d55"/>
<rect x="${w * 0.56}" y="${h * 0.52}" width="${w * 0.03}" height="${h * 0.16}" fill="#c48d55"/>`,
    blur: 0.8,
  },
  {
    // the design studio: a wall of sketches above a long worktable
    file: 'about/slide-1.jpg',
    width: 2400,
    height: 1600,
    draw: (r, w, h) => `
<rect width="${w}" height="${h}" fill="#cfd3d1"/>
${Array.from({ length: 36 }, (_, i) => `<rect x="${w * (0.04 + (i % 9) * 0.105)}" y="${h * (0.06 + Math.floor(i / 9) * 0.13)}" width="${w * 0.09}" height="${h * 0.11}" fill="#fbfaf5" transform="rotate(${-3 + r() * 6} ${w / 2} ${h / 3})"/><path d="M ${w * (0.05 + (i % 9) * 0.105)} ${h * (0.1 + Math.floor(i / 9) * 0.13)} q ${w * 0.02} ${-h * 0.03} ${w * 0.06} 0" stroke="#37506b" stroke-width="4" fill="none"/>`).join('')}
<rect x="0" y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="#7c6a55"/>
<rect x="${w * 0.1}" y="${h * 0.6}" width="${w * 0.8}" height="${h * 0.08}" fill="#e3dccd"/>
${silhouettes(r, w, h * 1.02, 1, '#34302c')}`,
    blur: 1,
  },
  {
    // from above: sketches and paper models on a worktable
    file: 'home/banner-1.jpg',
    width: 3200,
    height: 1600,
    draw: (r, w, h) => `
<rect width="${w}" height="${h}" fill="#a8a49a"/>
${Array.from({ length: 18 }, () => `<rect x="${w * r() * 0.92}" y="${h * r() * 0.8}" width="${w * 0.1}" height="${h * 0.28}" fill="#f7f4ec" transform="rotate(${-30 + r() * 60} ${w / 2} ${h / 2})"/>`).join('')}
${Array.from({ length: 7 }, () => `<circle cx="${w * r()}" cy="${h * r()}" r="${h * (0.05 + r() * 0.06)}" fill="#e9e3d6"/>`).join('')}
<polygon points="${w * 0.55},${h * 0.3} ${w * 0.65},${h * 0.25} ${w * 0.7},${h * 0.55} ${w * 0.6},${h * 0.6}" fill="#f0ece2"/>
<rect x="${w * 0.2}" y="${h * 0.5}" width="${w * 0.14}" height="${h * 0.012}" fill="#2a2a2a" transform="rotate(20 ${w * 0.27} ${h * 0.5})"/>`,
    blur: 0.8,
  },
];

/** Soft light, grain and a vignette over a drawn scene: what makes it cost what a photograph costs. */
async function photograph(scene: Scene, seed: number): Promise<Buffer> {
  const { width: w, height: h } = scene;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${scene.draw(rng(seed), w, h)}
<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;
  const drawn = await sharp(Buffer.from(svg))
    .removeAlpha()
    .blur(scene.blur ?? 1)
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { width: w, height: h, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 26 } },
  })
    .blur(0.9)
    .raw()
    .toBuffer();
  for (let i = 0; i < drawn.length; i += 1) drawn[i] = Math.max(0, Math.min(255, drawn[i]! + (grain[i]! - 128) * 0.35));
  return sharp(drawn, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

for (const [i, scene] of SCENES.entries()) {
  const file = join(STATIC, scene.file);
  mkdirSync(dirname(file), { recursive: true });
  const bytes = await photograph(scene, 7919 * (i + 1));
  writeFileSync(file, bytes);
  console.log(
    `demo:photos: public/static/${scene.file} (${scene.width} × ${scene.height}, ${Math.round(bytes.length / 1024)} KB)`,
  );
}
