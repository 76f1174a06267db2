import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

/* One small file of each type a news item may attach, for the tests of the content check, the sync and the editor. */

/** A zip of stored (uncompressed) entries, in order: enough for file-type to tell OOXML, ODF and zip apart. */
export function zip(entries: [name: string, text: string][]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(header, fileName, data);
    central.push(entry, fileName);
    offset += header.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const ooxml = (main: string, part: string) =>
  zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`,
    ],
    [part, '<x/>'],
  ]);

/** A real PDF of the demo, and one file of each other type. */
export const SAMPLES: Record<string, Buffer> = {
  pdf: readFileSync(join(process.cwd(), 'public/static/attachments/1012/ma-recommended-admission-rules-2026.pdf')),
  docx: ooxml('wordprocessingml.document', 'word/document.xml'),
  xlsx: ooxml('spreadsheetml.sheet', 'xl/workbook.xml'),
  pptx: ooxml('presentationml.presentation', 'ppt/presentation.xml'),
  odt: zip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<x/>'],
  ]),
  zip: zip([['readme.txt', 'hello']]),
};
