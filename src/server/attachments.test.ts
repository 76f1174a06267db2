// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@/domain/news';
import { checkAttachments, sniffTypes } from './attachments';
import { frontMatterLine } from './newsContent';
import { formatProblem, NewsContentError, readNewsDir, scanNewsDir } from './newsContent';
import { SAMPLES } from '../../tests/support/attachmentSamples';

const tmp = mkdtempSync(join(tmpdir(), 'scuid-attachments-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const staticDir = join(tmp, 'static');
const put = (path: string, bytes: Buffer | string) => {
  mkdirSync(dirname(join(staticDir, path)), { recursive: true });
  writeFileSync(join(staticDir, path), bytes);
};

describe("an attachment's type, from its bytes", () => {
  it('is each of the six types as file-type finds it', () => {
    const paths = Object.entries(SAMPLES).map(([ext, bytes]) => {
      put(`attachments/7/sample.${ext}`, bytes);
      return join(staticDir, `attachments/7/sample.${ext}`);
    });
    expect(sniffTypes(paths)).toEqual(Object.keys(SAMPLES).map((ext) => ATTACHMENT_TYPES[ext as 'pdf'].type));
  });

  it('passes a file of an allowed type named by its extension, with its size', () => {
    const attachments = Object.keys(SAMPLES).map((ext) => ({
      file: `attachments/7/sample.${ext}`,
      label: '表',
      subLabel: 'Form',
    }));
    const [result] = checkAttachments([{ attachments }], staticDir);
    expect(result).toEqual({
      ok: attachments.map((a, i) => ({
        ...a,
        type: Object.values(ATTACHMENT_TYPES)[i]!.type,
        size: Object.values(SAMPLES)[i]!.length,
      })),
    });
  });

  it('refuses a missing file, a text file named .pdf, a PDF named .docx, an image, an empty file', () => {
    put('attachments/8/notes.pdf', 'These are notes, not a PDF.\n');
    put('attachments/8/rules.docx', SAMPLES.pdf!);
    put('attachments/8/photo.zip', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    put('attachments/8/empty.pdf', '');
    const attachments = ['missing.pdf', 'notes.pdf', 'rules.docx', 'photo.zip', 'empty.pdf'].map((name) => ({
      file: `attachments/8/${name}`,
      label: '表',
      subLabel: 'Form',
    }));
    expect(checkAttachments([{ attachments }], staticDir)).toEqual([
      {
        problems: [
          { index: 0, message: 'the file public/static/attachments/8/missing.pdf does not exist' },
          {
            index: 1,
            message:
              'the file public/static/attachments/8/notes.pdf is not a PDF, DOCX, XLSX, PPTX, ODT or ZIP file: its bytes are of no type file-type knows',
          },
          {
            index: 2,
            message:
              'the file public/static/attachments/8/rules.docx is a PDF file by its bytes, but its name ends in .docx: rename it to .pdf or attach the right file',
          },
          {
            index: 3,
            message:
              'the file public/static/attachments/8/photo.zip is image/png by its bytes, not one of PDF, DOCX, XLSX, PPTX, ODT or ZIP',
          },
          { index: 4, message: 'the file public/static/attachments/8/empty.pdf is empty' },
        ],
      },
    ]);
  });

  it('refuses a file over the cap without reading it (a sparse file: no 20 MB written)', () => {
    put('attachments/9/big.pdf', SAMPLES.pdf!);
    truncateSync(join(staticDir, 'attachments/9/big.pdf'), ATTACHMENT_MAX_BYTES + 1);
    const read: string[][] = [];
    const result = checkAttachments(
      [{ attachments: [{ file: 'attachments/9/big.pdf', label: '表', subLabel: 'Form' }] }],
      staticDir,
      (paths) => {
        read.push([...paths]);
        return paths.map(() => undefined);
      },
    );
    expect(result).toEqual([
      {
        problems: [
          {
            index: 0,
            message: 'the file public/static/attachments/9/big.pdf is 20 MB, over the cap of 20 MB for an attachment',
          },
        ],
      },
    ]);
    expect(read).toEqual([[]]);
  });

  it('finds the line of a document, or a person, in its file', () => {
    const text =
      '---\nnewsId: 1\nattachments:\n  - file: a.pdf\n    label: x\n  - label: y\n    file: b.pdf\npeople:\n  - fullTime/2\n  - visiting/9\n---\n';
    expect([0, 1, 2].map((i) => frontMatterLine(text, ['attachments', i, 'file']))).toEqual([4, 7, undefined]);
    expect([0, 1, 2].map((i) => frontMatterLine(text, ['people', i]))).toEqual([9, 10, undefined]);
  });
});

describe('the content check of news documents', () => {
  const newsDir = join(tmp, 'news');
  const BODY = '## 標題\n\n內容\n\n<section lang="en">\n\n## Title\n\nText\n\n</section>\n';
  put('news/31.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  put('attachments/31/form.pdf', SAMPLES.pdf!);
  put('attachments/31/notes.pdf', 'plain text\n');
  const write = (documents: string) => {
    const text = `---
newsId: 31
category: APPLY_NOTICE
displayDate: '2026-03-01'
title: 招生簡章
subTitle: Admission rules
description: 摘要
subDescription: Summary
imgUrl: news/31.svg
imgAlt: 橫幅
subImgAlt: Banner
attachments:
${documents}---

${BODY}`;
    mkdirSync(join(newsDir, '2026'), { recursive: true });
    writeFileSync(join(newsDir, '2026', '31-admission-rules.md'), text);
    return join(newsDir, '2026', '31-admission-rules.md');
  };
  const problems = () => scanNewsDir(newsDir, { staticDir }).problems.map((p) => formatProblem(p).replace(tmp, ''));

  it('gives a valid item its documents with their type and size', () => {
    write('  - file: attachments/31/form.pdf\n    label: 申請表\n    subLabel: Application form\n');
    const [item] = readNewsDir(newsDir, { staticDir });
    expect(item!.attachments).toEqual([
      {
        file: 'attachments/31/form.pdf',
        label: '申請表',
        subLabel: 'Application form',
        type: 'application/pdf',
        size: SAMPLES.pdf!.length,
      },
    ]);
  });

  it('names file, line and field of a document whose file is wrong, and leaves the item out', () => {
    write(
      '  - file: attachments/31/form.pdf\n    label: 申請表\n    subLabel: Application form\n' +
        '  - file: attachments/31/notes.pdf\n    label: 說明\n    subLabel: Notes\n' +
        '  - file: attachments/31/missing.zip\n    label: 範例\n    subLabel: Examples\n',
    );
    const file = join(newsDir, '2026', '31-admission-rules.md').replace(tmp, '');
    expect(problems()).toEqual([
      `${file}:16: attachments[1].file: the file public/static/attachments/31/notes.pdf is not a PDF, DOCX, XLSX, PPTX, ODT or ZIP file: its bytes are of no type file-type knows`,
      `${file}:19: attachments[2].file: the file public/static/attachments/31/missing.zip does not exist`,
    ]);
    expect(scanNewsDir(newsDir, { staticDir }).items).toEqual([]);
    expect(() => readNewsDir(newsDir, { staticDir })).toThrow(NewsContentError);
  });

  it('checks the files of an item it knows from the database too (a file can change while its item does not)', () => {
    write('  - file: attachments/31/form.pdf\n    label: 申請表\n    subLabel: Application form\n');
    const [item] = readNewsDir(newsDir, { staticDir });
    const known = new Map([[item!.hash, item!.frontMatter]]);
    put('attachments/31/form.pdf', 'no longer a PDF\n');
    try {
      const scan = scanNewsDir(newsDir, { staticDir, known });
      expect(scan.problems.map((p) => [p.line, p.field])).toEqual([[13, 'attachments[0].file']]);
    } finally {
      put('attachments/31/form.pdf', SAMPLES.pdf!);
    }
  });

  it('names the line and field of a document the schema refuses', () => {
    write('  - file: attachments/31/form.pdf\n    lable: 申請表\n    subLabel: Application form\n');
    expect(problems()).toEqual([
      `${join(newsDir, '2026', '31-admission-rules.md').replace(tmp, '')}:13: attachments[0].label: is required`,
      `${join(newsDir, '2026', '31-admission-rules.md').replace(tmp, '')}:14: attachments[0].lable: unknown field (did you mean label?); the fields of a document are file, label, subLabel`,
    ]);
  });
});
