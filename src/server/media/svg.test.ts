// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../sanitize';
import { imageFileProblem } from './check';
import { sanitiseSvg, svgProblem } from './svg';

const dir = mkdtempSync(join(tmpdir(), 'scuid-svg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

describe('an uploaded SVG', () => {
  it.each([
    ['a script element', svg('<script>alert(document.cookie)</script><rect width="5" height="5"/>'), /<script>/],
    ['an event handler', svg('<rect width="5" height="5" onclick="alert(1)"/>'), /onclick/],
    ['an onload on the root', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', /onload/],
    [
      'a foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      /foreignobject/,
    ],
    ['an image from elsewhere', svg('<image href="https://tracker.example/p.png" width="1" height="1"/>'), /href/],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'), /href/],
    [
      'a style that loads from elsewhere',
      svg('<rect width="5" height="5" style="fill:url(https://x.example/a)"/>'),
      /style/,
    ],
    ['a style element that imports', svg('<style>@import url(https://x.example/a.css);</style>'), /style/],
  ])('with %s is refused, and sanitising takes it out', (_, text, removed) => {
    expect(svgProblem(text)).toMatch(/SVG 含有不允許的內容.*\/ the SVG holds what is not allowed/);
    const clean = sanitiseSvg(text);
    expect(clean.removed.join(' ')).toMatch(removed);
    expect(svgProblem(clean.svg)).toBeUndefined();
    expect(clean.svg).not.toMatch(/script|onclick|onload|foreignObject|javascript:|tracker|@import|x\.example/i);
  });

  it('a drawing with shapes, gradients, text and references inside the file is kept as it is', () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)" style="opacity:.5"/><text x="1" y="5">設計</text>',
    );
    expect(svgProblem(drawing)).toBeUndefined();
    expect(sanitiseSvg(drawing).removed).toEqual([]);
  });

  it('leaves the news sanitiser as it was (its hooks and the SVG ones do not mix)', () => {
    sanitiseSvg(svg('<image href="https://x.example/a.png"/>'));
    expect(sanitizeHtml('<p><a href="https://example.org/x">x</a><img src="news/1.svg" alt="a"></p>')).toBe(
      '<p><a href="https://example.org/x" target="_blank" rel="noopener noreferrer">x</a><img src="news/1.svg" alt="a" loading="lazy"></p>',
    );
  });
});

describe('the image check of a file under public/static', () => {
  const write = (name: string, data: string | Buffer) => {
    const file = join(dir, name);
    writeFileSync(file, data);
    return file;
  };

  it('refuses an SVG with a script', () => {
    expect(imageFileProblem(write('evil.svg', svg('<script>alert(1)</script>')))).toMatch(/not allowed.*<script>/);
  });

  it('reads the type from the bytes: a PNG named .jpg, text named .png and a HEIC named .jpg are refused', () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(imageFileProblem(write('a.png', png))).toBeUndefined();
    expect(imageFileProblem(write('b.jpg', png))).toMatch(/is a PNG image, not what its name \.jpg says/);
    expect(imageFileProblem(write('c.png', 'not an image'))).toMatch(/not an image we take/);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(80)]);
    expect(imageFileProblem(write('d.jpg', heic))).toMatch(/HEIC/);
  });
});
