import 'server-only';
import { makeRouteHandler } from '@keystatic/next/route-handler';
import { paths } from '@/domain/paths';
import config, { NEXT_NEWS_ID_PATH } from './config';
import { parseNewsSlug } from './values';
import { afterSave, checkUpdate, commitUpdate, editRoot, nextNewsId, refusal, type Update } from './server';
import { contentTree } from './tree';

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

export async function POST(request: Request): Promise<Response> {
  if (new URL(request.url).pathname !== '/api/keystatic/update') return keystatic.POST(request);
  let update: Update;
  try {
    update = (await request.clone().json()) as Update;
    if (!Array.isArray(update.additions) || !Array.isArray(update.deletions)) throw new Error('no additions');
  } catch {
    return text(400, 'Bad data');
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
