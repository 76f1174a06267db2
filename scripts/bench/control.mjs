/**
 * The benchmark's control page: what a classic server-rendered site (a stock WordPress block theme)
 * sends, served from memory on loopback: an HTML document with the home page's banner image, one small
 * stylesheet and about 9 KiB of script. Lighthouse on it shows what this machine and Chromium give a
 * page that does almost no work, so our numbers can be read against it in the same run. The banner is the
 * home page's own: a photograph as WordPress sends one (a `srcset` of its sizes, here the live build's AVIF
 * and JPEG derivatives), or the drawing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MANIFEST_FILE, mediaFile, mediaSrc, mediaSrcset } from '../../src/domain/media.ts';
import { readSettings } from '../../src/config/settings.ts';
import { liveBuildEnv } from '../../serve/builds.ts';

/** The home banner's markup and files: its derivatives when it is a photograph, the drawing otherwise. */
function homeBanner(root) {
  const ref = JSON.parse(readFileSync(join(root, 'content', 'home.json'), 'utf8')).banner[0].imageUrl;
  const manifest = join(root, liveBuildEnv(root, readSettings(process.env).distDir).NEXT_DIST_DIR, MANIFEST_FILE);
  const media = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).media[`hero:${ref}`] : undefined;
  if (!media) {
    const img = `<img src="/banner.svg" alt="banner" width="1600" height="544" fetchpriority="high">`;
    return { img, files: { '/banner.svg': ['image/svg+xml', readFileSync(join(root, 'public', 'static', ref))] } };
  }
  const files = {};
  for (const width of media.widths)
    for (const [ext, type] of [
      ['avif', 'image/avif'],
      [media.fallback, media.fallback === 'png' ? 'image/png' : 'image/jpeg'],
    ])
      files[`/${mediaFile(media, width, ext)}`] = [
        type,
        readFileSync(join(root, 'public', 'static', mediaFile(media, width, ext))),
      ];
  const img =
    `<picture><source type="image/avif" srcset="${mediaSrcset(media, 'avif', '')}" sizes="(min-width: 960px) 960px, 100vw">` +
    `<img src="${mediaSrc(media, '')}" srcset="${mediaSrcset(media, media.fallback, '')}" sizes="(min-width: 960px) 960px, 100vw" alt="banner" width="${media.width}" height="${media.height}" fetchpriority="high"></picture>`;
  return { img, files };
}

export async function startControl(root, port) {
  const banner = homeBanner(root);
  const css =
    'body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1b1f2a}header,main,footer{max-width:960px;margin:auto;padding:16px}img{width:100%;height:auto;display:block}nav a{margin-right:16px}';
  // about 9 KiB gzip of script, like the stock theme's (interactivity + navigation helpers)
  const script = `(function(){var n=0;${Array.from({ length: 420 }, (_, i) => `function f${i}(a){return a*${i}+n++%${i + 7}}`).join(';')};document.documentElement.dataset.ready=String(f1(2));})();`;
  const posts = Array.from(
    { length: 10 },
    (_, i) =>
      `<article><h2><a href="/p/${i}">Post ${i + 1}: a design studio update</a></h2><p>A short excerpt of the post, as a block theme shows it on the home page, with a date and a link to read more.</p></article>`,
  ).join('');
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control: classic server-rendered page</title><meta name="description" content="The benchmark control page."><link rel="stylesheet" href="/style.css"><script src="/theme.js" defer></script></head><body><header><nav><a href="/">Home</a><a href="/news">News</a><a href="/contact">Contact</a></nav></header><main>${banner.img}<h1>Department of Industrial Product Design</h1>${posts}</main><footer>© Control</footer></body></html>`;
  const files = {
    '/': ['text/html; charset=utf-8', html],
    '/style.css': ['text/css', css],
    '/theme.js': ['application/javascript', script],
    ...banner.files,
  };
  const server = createServer((req, res) => {
    const file = files[(req.url || '/').split('?')[0]];
    if (!file) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const body = gzipSync(Buffer.from(file[1]));
    res.writeHead(200, {
      'Content-Type': file[0],
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
    });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
