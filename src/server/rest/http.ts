import 'server-only';
import { createHash } from 'node:crypto';
import { databaseFailed } from '../database';

export const API_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export function apiError(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** A JSON answer with Cache-Control and a strong ETag; a matching If-None-Match gets 304. */
export function cachedJson(request: Request, body: unknown): Response {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  const headers = { 'Cache-Control': API_CACHE_CONTROL, ETag: etag, Vary: 'Accept-Encoding' };
  if (etagMatches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(text, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** The answer of the API while the database cannot be read. */
export const unavailable = () =>
  apiError(503, 'UNAVAILABLE', 'The news service is not available right now. Please try again later.');

/** A data-layer failure answers 503 UNAVAILABLE (bad input stays 400); the next request opens the database again. */
export async function guarded(handler: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    console.error('[api]', (error as Error).message ?? error);
    databaseFailed();
    return unavailable();
  }
}
