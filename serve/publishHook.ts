/**
 * The publication hook: once a new build is live, npm start POSTs what changed to PUBLISH_HOOK_URL, so that a
 * CDN in front can be purged of those addresses at once instead of waiting out their shared lifetime (60 s).
 * A hook that fails is logged and tried again twice; the publication stands either way.
 */

/** The JSON body the hook receives. */
export interface PublishNotice {
  /** the build now live */
  build: string;
  /** when it went live, ISO 8601 */
  liveSince: string;
  /** the site's public origin (SITE_URL) and base path, so that a receiver can make absolute addresses */
  origin: string;
  basePath: string;
  /** the addresses whose answer changed (base path included), sorted; empty when `everything` */
  paths: string[];
  /** true when every answer changed (no build before, or the code or department content changed): purge everything */
  everything: boolean;
}

export interface HookResult {
  ok: boolean;
  attempts: number;
  /** the last status, or the last error's message */
  status?: number;
  error?: string;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** POSTs the notice; retries a network error or a 5xx answer (after 1 s, then 2 s). Never throws. */
export async function notifyPublished(
  url: string,
  notice: PublishNotice,
  {
    token,
    timeoutMs = 10_000,
    attempts = 3,
    backoffMs = 1_000,
  }: {
    token?: string;
    timeoutMs?: number;
    attempts?: number;
    backoffMs?: number;
  } = {},
): Promise<HookResult> {
  const body = JSON.stringify(notice);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': 'scuid-publish-hook' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let last: HookResult = { ok: false, attempts: 0 };
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer().catch(() => undefined);
      last = { ok: res.ok, attempts: attempt, status: res.status };
      // a 4xx will not get better by asking again
      if (res.ok || res.status < 500) return last;
    } catch (error) {
      last = { ok: false, attempts: attempt, error: (error as Error).message };
    }
    if (attempt < attempts) await sleep(backoffMs * attempt);
  }
  return last;
}
