// @vitest-environment node
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CROPS, cropRect, MEDIA_LIMITS, mediaSrcset, placeholderClass } from '@/domain/media';
import { PHONE_METADATA, phonePhoto } from '../../../tests/support/phonePhoto';
import { deriveMedia, inspectImage, MediaError, storableOriginal } from './process';
import { prepareMedia, readManifest, writeManifest } from './store';

// encoding AVIF takes seconds on a busy machine
vi.setConfig({ testTimeout: 120_000 });

let dir: string;
let photo: Buffer;
let sideways: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scuid-media-'));
  photo = await phonePhoto({ width: 1280, height: 960, seed: 3 });
  // an upright portrait (1200 × 1600, red band on top), stored on its side as a phone held upright stores it
  sideways = await phonePhoto({ width: 1200, height: 1600, orientation: 6, seed: 4 });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The mean colour of a band of an image's rows, as [r, g, b]. */
async function bandColour(file: string, top: number, height: number): Promise<number[]> {
  const { width } = await sharp(file).metadata();
  const band = await sharp(file).extract({ left: 0, top, width: width!, height }).toBuffer();
  const { channels } = await sharp(band).stats();
  return channels.slice(0, 3).map((c) => c.mean);
}

/** A PNG whose header says `width` × `height` and whose data is a few bytes: what a decompression bomb looks like unread. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the fixture is what a phone writes', () => {
  it('carries GPS, camera, serial number and orientation', async () => {
    const tags = await exifr.parse(sideways, true);
    expect(tags.Make).toBe(PHONE_METADATA.make);
    expect(tags.SerialNumber).toBe(PHONE_METADATA.serial);
    expect(tags.latitude).toBeCloseTo(PHONE_METADATA.latitude, 3);
    expect(tags.Orientation).toBe('Rotate 90 CW');
    expect((await sharp(sideways).metadata()).width).toBe(1600); // stored on its side
  });
});

describe('derivatives', () => {
  it('turn a sideways portrait upright, in its crop', async () => {
    const out = join(dir, 'upright');
    const media = await deriveMedia(sideways, { crop: 'portrait', key: 'a'.repeat(12) }, out);
    expect(media.width / media.height).toBeCloseTo(3 / 4, 2);
    const widest = join(out, `${media.key}-${media.widths.at(-1)}.jpg`);
    const meta = await sharp(widest).metadata();
    expect(meta.height).toBeGreaterThan(meta.width!);
    // the red band is along the top edge, not a side
    const [r, g] = await bandColour(widest, 0, 8);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(90);
  });

  it('carry no metadata at all: no GPS, camera, serial number or orientation', async () => {
    const out = join(dir, 'stripped');
    const media = await deriveMedia(sideways, { crop: 'wide', key: 'b'.repeat(12) }, out);
    for (const file of readdirSync(out)) {
      const bytes = readFileSync(join(out, file));
      const tags = await exifr
        .parse(bytes, { tiff: true, xmp: true, iptc: true, icc: true, gps: true })
        .catch(() => undefined);
      expect(tags ?? {}, file).toEqual({});
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.icc, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      expect(meta.space, file).toBe('srgb');
    }
    expect(media.fallback).toBe('jpg');
  });

  it('are converted to sRGB from the profile a photo came with (Display P3), which is then dropped', async () => {
    const green = Buffer.alloc(640 * 360 * 3);
    for (let i = 0; i < green.length; i += 3) green.set([40, 200, 60], i);
    // the same colour stored as Display P3 numbers, with the P3 profile: what a recent phone writes
    const p3 = await sharp(green, { raw: { width: 640, height: 360, channels: 3 } })
      .withIccProfile('p3')
      .jpeg({ quality: 100 })
      .toBuffer();
    const stored = await sharp(p3, { ignoreIcc: true })
      .extract({ left: 9, top: 9, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(Math.abs(stored[0]! - 40), 'the file holds other numbers than sRGB would').toBeGreaterThan(20);
    const media = await deriveMedia(p3, { crop: 'wide', key: '9'.repeat(12) }, join(dir, 'p3'));
    const out = join(dir, 'p3', `${media.key}-320.jpg`);
    const [r, g, b] = await sharp(out).extract({ left: 9, top: 9, width: 1, height: 1 }).raw().toBuffer();
    for (const [got, want] of [
      [r!, 40],
      [g!, 200],
      [b!, 60],
    ] as const)
      expect(Math.abs(got - want)).toBeLessThan(6);
    expect((await sharp(out).metadata()).icc).toBeUndefined();
  });

  it('come at every configured width up to the crop, in AVIF and JPEG', async () => {
    const out = join(dir, 'widths');
    const media = await deriveMedia(
      await phonePhoto({ width: 2048, height: 1536, seed: 2 }),
      { crop: 'wide', key: 'c'.repeat(12) },
      out,
    );
    // 2048 × 1536 cut to 16:9 is 2048 × 1152; the wide crop stops at 1920
    expect(media.widths).toEqual([320, 480, 640, 800, 960, 1280, 1600, 1920]);
    expect([media.width, media.height]).toEqual([1920, 1080]);
    for (const w of media.widths) {
      const avif = await sharp(join(out, `${media.key}-${w}.avif`)).metadata();
      const jpg = await sharp(join(out, `${media.key}-${w}.jpg`)).metadata();
      expect([avif.format, avif.width]).toEqual(['heif', w]);
      expect([jpg.format, jpg.width]).toEqual(['jpeg', w]);
      expect(jpg.height).toBe(Math.round((w * 9) / 16));
    }
    expect(mediaSrcset(media, 'avif', '/static')).toContain(`/static/_media/${media.key}-640.avif 640w`);
    expect(media.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(placeholderClass(media.color)).toMatch(/^ph-[0-3]{3}$/);
  });

  it('keep transparency in PNG, with no placeholder colour', async () => {
    const logo = await sharp({
      create: { width: 900, height: 900, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        { input: Buffer.from('<svg width="900" height="900"><circle cx="450" cy="450" r="300" fill="#c00"/></svg>') },
      ])
      .png()
      .toBuffer();
    const media = await deriveMedia(logo, { crop: 'school', key: 'd'.repeat(12) }, join(dir, 'alpha'));
    expect(media.fallback).toBe('png');
    expect(media.color).toBe('');
    const png = await sharp(join(dir, 'alpha', `${media.key}-${media.widths[0]}.png`)).metadata();
    expect(png.hasAlpha).toBe(true);
  });
});

describe('crops around the focal point', () => {
  it('keep the whole height of a landscape photo and move sideways to the focus, within the edges', () => {
    expect(cropRect(4000, 3000, CROPS.portrait.ratio, { x: 50, y: 50 })).toEqual({
      left: 875,
      top: 0,
      width: 2250,
      height: 3000,
    });
    expect(cropRect(4000, 3000, CROPS.portrait.ratio, { x: 0, y: 50 }).left).toBe(0);
    expect(cropRect(4000, 3000, CROPS.portrait.ratio, { x: 100, y: 50 }).left).toBe(1750);
    expect(cropRect(4000, 3000, CROPS.wide.ratio, { x: 50, y: 0 })).toEqual({
      left: 0,
      top: 0,
      width: 4000,
      height: 2250,
    });
    expect(cropRect(4000, 3000, null, { x: 10, y: 10 })).toEqual({ left: 0, top: 0, width: 4000, height: 3000 });
  });

  it('a focal point at the top keeps the red band; at the bottom it cuts it off', async () => {
    const top = await deriveMedia(
      photo,
      { crop: 'wide', focus: { x: 50, y: 0 }, key: 'e'.repeat(12) },
      join(dir, 'focus'),
    );
    const bottom = await deriveMedia(
      photo,
      { crop: 'wide', focus: { x: 50, y: 100 }, key: 'f'.repeat(12) },
      join(dir, 'focus'),
    );
    const [rTop] = await bandColour(join(dir, 'focus', `${top.key}-640.jpg`), 0, 4);
    const [rBottom] = await bandColour(join(dir, 'focus', `${bottom.key}-640.jpg`), 0, 4);
    expect(rTop).toBeGreaterThan(150);
    expect(rBottom).toBeLessThan(rTop! - 40);
  });
});

describe('what is refused, unread', () => {
  it('a file over the size cap', async () => {
    const big = Buffer.alloc(MEDIA_LIMITS.maxBytes + 1);
    photo.copy(big);
    await expect(inspectImage(big)).rejects.toThrow(/over 25\.0 MB/);
  });

  it('a decompression bomb: too many pixels in its header, never decoded', async () => {
    // 400 megapixels, 1.2 GB once decoded, in 60 bytes
    const bomb = pngHeader(20_000, 20_000);
    await expect(inspectImage(bomb)).rejects.toThrow(MediaError);
    await expect(inspectImage(bomb)).rejects.toThrow(/too many pixels \(20000 × 20000\)/);
  });

  it('HEIC, with what to do about it; and a file that is not an image', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(64),
    ]);
    await expect(inspectImage(heic)).rejects.toThrow(/HEIC.*save it as JPEG/);
    await expect(inspectImage(Buffer.from('%PDF-1.7 not an image'))).rejects.toThrow(/not an image we take/);
  });
});

describe('originals as the editor stores them', () => {
  it('a panorama 4400 px wide is scaled to 4000 px, upright, without its GPS position', async () => {
    const original = await phonePhoto({ width: 4400, height: 1100, seed: 5, quality: 80 });
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(PHONE_METADATA.latitude, 3) });
    const stored = await storableOriginal(original);
    expect(stored.scaled).toBe(true);
    const meta = await sharp(stored.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([4000, 1000]);
    expect(await exifr.gps(stored.bytes).catch(() => undefined)).toBeUndefined();
  }, 60_000);

  it('a small image without metadata is kept byte for byte', async () => {
    const clean = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const stored = await storableOriginal(clean);
    expect(stored.bytes.equals(clean)).toBe(true);
  });
});

describe('each source is processed once', () => {
  it('a second preparation keeps every derivative; a changed file is processed again, under a new name', async () => {
    const staticDir = join(dir, 'static');
    const mediaDir = join(staticDir, '_media');
    mkdirSync(join(staticDir, 'news'), { recursive: true });
    writeFileSync(join(staticDir, 'news', '1.jpg'), photo);
    writeFileSync(join(staticDir, 'news', '2.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const uses = [
      { ref: 'news/1.jpg', crop: 'wide' as const },
      { ref: 'news/1.jpg', crop: 'wide' as const },
      { ref: 'news/1.jpg#focus=20,30', crop: 'wide' as const },
      { ref: 'news/2.svg', crop: 'wide' as const },
    ];
    const first = await prepareMedia(uses, { staticDir, mediaDir });
    expect([first.processed, first.kept, first.problems]).toEqual([2, 0, []]);
    expect(Object.keys(first.manifest.media).sort()).toEqual(['wide:news/1.jpg', 'wide:news/1.jpg#focus=20,30']);
    const files = readdirSync(mediaDir).map((f) => [f, statSync(join(mediaDir, f)).mtimeMs] as const);

    const second = await prepareMedia(uses, { staticDir, mediaDir });
    expect([second.processed, second.kept]).toEqual([0, 2]);
    expect(second.manifest).toEqual(first.manifest);
    for (const [f, mtime] of files) expect(statSync(join(mediaDir, f)).mtimeMs, f).toBe(mtime);

    const changed = await phonePhoto({ width: 1280, height: 960, seed: 9 });
    writeFileSync(join(staticDir, 'news', '1.jpg'), changed);
    utimesSync(join(staticDir, 'news', '1.jpg'), new Date(), new Date(Date.now() + 5000));
    const third = await prepareMedia(uses.slice(0, 1), { staticDir, mediaDir });
    expect(third.processed).toBe(1);
    expect(third.manifest.media['wide:news/1.jpg']!.key).not.toBe(first.manifest.media['wide:news/1.jpg']!.key);

    writeManifest(dir, third.manifest);
    expect(readManifest([join(dir, 'none.json'), join(dir, 'media.json')])).toEqual(third.manifest);
  }, 120_000);

  it('a missing image is a problem, not a crash', async () => {
    const staticDir = join(dir, 'static');
    const prepared = await prepareMedia([{ ref: 'news/none.jpg', crop: 'wide' }], {
      staticDir,
      mediaDir: join(staticDir, '_media'),
    });
    expect(prepared.problems).toEqual([
      { use: { ref: 'news/none.jpg', crop: 'wide' }, message: 'the image public/static/news/none.jpg does not exist' },
    ]);
  });
});
