import sharp from 'sharp';

/*
 * Photographs as a phone takes them, drawn here so that no multi-megabyte file is committed: 12 megapixels
 * (4032 × 3024), a JPEG of a few megabytes (gradients, shapes and sensor-like grain compress as a photo does,
 * unlike a flat drawing), and the metadata a phone writes: its make and model, the body's serial number, the
 * time, the GPS position, and an EXIF orientation. Erasable TypeScript: the benchmarks import it as it is.
 */

export const PHONE_METADATA = {
  make: 'Phonecorp',
  model: 'Pocket 12 Pro',
  serial: 'PC12-0042-7781',
  /** a street in Taipei */
  latitude: 25.0339,
  longitude: 121.5645,
} as const;

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation to write; the pixels are stored turned so that a viewer applying it shows them upright */
  orientation?: 1 | 3 | 6 | 8;
  /** varies the scene, so photos differ in content (and hash) */
  seed?: number;
  quality?: number;
}

/**
 * The detail a photograph has at every scale (leaves, people, things on a table): shapes of every size, so that
 * a derivative of a few hundred pixels still costs what one of a real photo does (tens of kilobytes).
 */
function detail(width: number, height: number, seed: number): string {
  let s = seed * 2654435761;
  const r = () => (s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const unit = Math.max(width, height) / 4032;
  const shapes: string[] = [];
  // as many per area as a phone's 12 megapixels get
  const count = Math.max(150, Math.round((2600 * width * height) / (4032 * 3024)));
  for (let i = 0; i < count; i += 1) {
    const size = (6 + r() ** 2 * 160) * unit;
    const x = r() * width;
    const y = height * (0.1 + r() * 0.9);
    const fill = `hsl(${Math.floor(r() * 360)},${20 + Math.floor(r() * 60)}%,${15 + Math.floor(r() * 70)}%)`;
    shapes.push(
      r() < 0.5
        ? `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * (0.3 + r())).toFixed(1)}" fill="${fill}" opacity="${(0.4 + r() * 0.6).toFixed(2)}"/>`
        : `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${(size * (0.2 + r() * 2)).toFixed(1)}" fill="${fill}" transform="rotate(${Math.floor(r() * 90)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
    );
  }
  return shapes.join('');
}

const dms = (value: number) => {
  const d = Math.floor(value);
  const m = Math.floor((value - d) * 60);
  const s = Math.round(((value - d) * 60 - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
};

/**
 * An upright scene of `width` × `height` (a red band along its top edge, so a test can tell which way is up),
 * stored as a phone stores it for `orientation`, with the phone's metadata.
 */
export async function phonePhoto({
  width = 4032,
  height = 3024,
  orientation = 1,
  seed = 1,
  quality = 92,
}: PhotoOptions = {}): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  // drawn at a quarter of the size and scaled up (librsvg takes most of a minute for the shapes at full size);
  // the grain below is at full size
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1">
<stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},45%,30%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<circle cx="${width * 0.64}" cy="${height * 0.42}" r="${Math.min(width, height) * 0.22}" fill="hsl(${(hue + 180) % 360},60%,55%)"/>
<rect x="${width * 0.1}" y="${height * 0.6}" width="${width * 0.36}" height="${height * 0.3}" fill="hsl(${(hue + 90) % 360},35%,25%)"/>
${detail(width, height, seed)}
<rect width="100%" height="${Math.round(height * 0.06)}" fill="#d01010"/>
</svg>`;
  const drawn = await sharp(Buffer.from(scene), { density: 18 }).removeAlpha().png().toBuffer();
  const base = await sharp(drawn).resize(width, height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  // sensor-like grain, blurred a little: what makes a photograph cost bytes
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  const pixels = base.data;
  for (let i = 0; i < pixels.length; i += 1)
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + (grain[i]! - 128) * 0.5));
  // stored turned the other way: a viewer applying `orientation` turns it back upright
  const turn = { 1: 0, 3: 180, 6: 270, 8: 90 }[orientation];
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .rotate(turn)
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: PHONE_METADATA.make, Model: PHONE_METADATA.model, Software: 'Camera 17.1' },
      IFD2: { BodySerialNumber: PHONE_METADATA.serial, DateTimeOriginal: '2026:11:20 10:24:31' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: dms(PHONE_METADATA.latitude),
        GPSLongitudeRef: 'E',
        GPSLongitude: dms(PHONE_METADATA.longitude),
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}
