import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { IMAGE_TYPE_EXTENSIONS, sniffImage } from '@/domain/sniff';
import { imageProblem } from '@/domain/media';
import { svgProblem } from './svg';

/** Enough of a raster file for its signature and header, wherever a phone puts its EXIF block first. */
const HEAD_BYTES = 512 * 1024;

const checked = new Map<string, string | undefined>();

function head(file: string, size: number): Buffer {
  const buffer = Buffer.alloc(Math.min(size, HEAD_BYTES));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, 0);
  } finally {
    closeSync(fd);
  }
  return buffer;
}

/**
 * Why an existing image file under public/static cannot be published, in both languages; undefined when it
 * can: its type is sniffed from its bytes and must agree with its name, it must be under the size and pixel
 * caps (read from its header: nothing is decoded), and an SVG must hold nothing that runs or loads from
 * elsewhere. Results are kept per file, size and time.
 */
export function imageFileProblem(file: string): string | undefined {
  const stat = statSync(file);
  const key = `${file}\0${stat.size}\0${stat.mtimeMs}`;
  if (checked.has(key)) return checked.get(key);
  const sniffed = sniffImage(head(file, stat.size));
  let problem = imageProblem(sniffed, stat.size);
  const ext = extname(file).slice(1).toLowerCase();
  if (
    !problem &&
    sniffed.type &&
    !IMAGE_TYPE_EXTENSIONS[sniffed.type as keyof typeof IMAGE_TYPE_EXTENSIONS].includes(ext)
  )
    problem = `檔名與內容不符：這是 ${sniffed.type.toUpperCase()} 檔 / the file is a ${sniffed.type.toUpperCase()} image, not what its name .${ext} says`;
  if (!problem && sniffed.type === 'svg') problem = svgProblem(readFileSync(file, 'utf8'));
  checked.set(key, problem);
  return problem;
}
