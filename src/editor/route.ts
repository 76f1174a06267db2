import 'server-only';
import { makeRouteHandler } from '@keystatic/next/route-handler';
import { paths } from '@/domain/paths';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CROPS, IMAGE_REF, parseImageRef, type CropName } from '@/domain/media';
import { suggestFocus } from '@/server/media/process';
import config, { IMAGE_FOCUS_PATH, NEXT_NEWS_ID_PATH } from './config';
import { parseNewsSlug } from './values';
import {
  afterSave,
  checkUpdate,
  commitUpdate,
  editRoot,
  nextNewsId,
  placeAttachments,
  prepareImages,
  refusal,
  type Update,
} from './server';
import { getAllowedDirectories } from '@keystatic/core/api/utils';
import { BLOBS_PATH } from './blobBatch';
import { contentTree, readBlobs } from './tree';

/*
 * Keystatic's API with the project's rules around it: a save is refused unless the content check
 * passes on the files as they would be; a written save is committed and synced for the preview.
 */

const root = editRoot();
const keystatic = makeRouteHandler({ config, localBaseDirectory: root });

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function GET(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === NEXT_NEWS_ID_PATH) return text(200, String(nextNewsId(root)));
  if (pathname === '/api/keystatic/tree') {
    // the same guard as Keystatic's: a cross-site page cannot send this header without asking first
    if (request.headers.get('no-cors') !== '1') return text(400, 'Bad Request');
    return Response.json(contentTree(root));
  }
  return keystatic.GET(request);
}

/** An image's automatic focal point for a crop (`?crop=`): its bytes in the body, or `{ path }` under public/static. */
async function imageFocus(request: Request): Promise<Response> {
  // the same guard as the tree's: a cross-site page cannot send this header without asking first
  if (request.headers.get('no-cors') !== '1') return text(400, 'Bad Request');
  const crop = new URL(request.url).searchParams.get('crop') ?? '';
  if (!(crop in CROPS)) return text(400, 'Bad crop');
  let bytes = Buffer.from(await request.arrayBuffer());
  if (bytes[0] === 0x7b) {
    const path = String((JSON.parse(bytes.toString('utf8')) as { path?: unknown }).path ?? '');
    if (!IMAGE_REF.test(path)) return text(400, 'Bad path');
    try {
      bytes = readFileSync(join(root, 'public', 'static', parseImageRef(path).path));
    } catch {
      return text(404, 'Not Found');
    }
  }
  try {
    return Response.json(await suggestFocus(bytes, crop as CropName));
  } catch (error) {
    return text(422, (error as Error).message);
  }
}

// (the general config type; ours names its collections and singletons)
const readableFolders = getAllowedDirectories(config as unknown as Parameters<typeof getAllowedDirectories>[0]);

/** Many of Keystatic's file requests at once (src/editor/blobBatch.ts): `[[sha, path], …]` in, `{ sha: text }` out. */
async function blobs(request: Request): Promise<Response> {
  // the same guard as Keystatic's own file requests
  if (request.headers.get('no-cors') !== '1') return text(400, 'Bad Request');
  try {
    return Response.json(readBlobs(root, readableFolders, await request.json()));
  } catch (error) {
    return text(400, `Bad Request: ${(error as Error).message}`);
  }
}

export async function POST(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === IMAGE_FOCUS_PATH) return imageFocus(request);
  if (pathname === BLOBS_PATH) return blobs(request);
  if (pathname !== '/api/keystatic/update') return keystatic.POST(request);
  let update: Update;
  try {
    update = (await request.clone().json()) as Update;
    if (!Array.isArray(update.additions) || !Array.isArray(update.deletions)) throw new Error('no additions');
  } catch {
    return text(400, 'Bad data');
  }
  // Keystatic writes what the request says: the documents go to the places their front matter names, and the
  // images as the site keeps them (an SVG sanitised; a photograph upright, scaled, without its metadata)
  const images = await prepareImages(placeAttachments(update));
  if (images.problems.length) return text(422, refusal(images.problems));
  if (JSON.stringify(images.update) !== JSON.stringify(update)) {
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    request = new Request(request.url, { method: 'POST', headers, body: JSON.stringify(images.update) });
    update = images.update;
  }
  const problems = checkUpdate(root, update);
  if (problems.length) return text(422, refusal(problems));
  const response = await keystatic.POST(request);
  if (!response.ok) return response;
  try {
    commitUpdate(root, update);
  } catch (error) {
    console.error(`[edit] saved, but not committed: ${(error as Error).message}`);
    return text(500, `已存檔，但未能提交到 git / Saved, but the git commit failed: ${(error as Error).message}`);
  }
  afterSave();
  return response;
}

/** The preview of a news entry (`/keystatic-preview/news/{YYYY}/{newsId}-{name}`): its page, synced first. */
export async function previewNews(request: Request): Promise<Response> {
  const slug = new URL(request.url).pathname.replace(/^\/keystatic-preview\/news\//, '');
  const place = parseNewsSlug(decodeURIComponent(slug));
  if (!place) return text(404, 'Not Found');
  afterSave();
  return Response.redirect(new URL(paths.newsItem(Number(place.newsId)), request.url), 307);
}
