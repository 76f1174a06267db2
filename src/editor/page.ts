import 'server-only';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readSettings } from '@/config/settings';
import { EDITOR_UI_FILE } from './values';

/*
 * The editor's page: a small HTML shell and the bundle scripts/editor-ui.mjs built when npm run edit
 * started (one minified file, where a page compiled by the dev server would be 16.9 MB of scripts).
 */

/** Where npm run edit writes the bundle: beside the editor's build folder. */
export const editorUiDir = (distDir = readSettings().distDir) => resolve(`${distDir}-ui`);

const SHELL = `<!doctype html>
<html lang="zh-Hant">
  <head>
    <meta charset="utf-8" />
    <title>網站內容編輯 Site editor</title>
    <meta name="robots" content="noindex" />
    <script type="module" src="/keystatic/${EDITOR_UI_FILE}"></script>
  </head>
  <body>
    <div id="editor"></div>
  </body>
</html>
`;

export function editorPage(request: Request): Response {
  const { pathname } = new URL(request.url);
  if (pathname !== `/keystatic/${EDITOR_UI_FILE}`) {
    return new Response(SHELL, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const file = join(editorUiDir(), EDITOR_UI_FILE);
  let stamp: string;
  try {
    const { mtimeMs, size } = statSync(file);
    stamp = `"${createHash('sha1').update(`${mtimeMs}:${size}`).digest('hex').slice(0, 16)}"`;
  } catch {
    return new Response('The editor is not built: start it with npm run edit.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const headers = { etag: stamp, 'cache-control': 'no-cache', 'content-type': 'text/javascript; charset=utf-8' };
  if (request.headers.get('if-none-match') === stamp) return new Response(null, { status: 304, headers });
  return new Response(readFileSync(file), { headers });
}
