import { config } from '@/config/appConfig';

/**
 * REST answers read before the visitor asks for them: a card pressed, or in view once the browser is idle.
 * Plain `fetch`, so the read starts before the REST client and its validation (axios, zod: the heavier code
 * a panel loads on first use) have run; the client takes the answer (`takeRestAhead`) and validates it as it
 * validates its own. A read that fails says nothing: the client then reads again and reports its failure.
 */
interface Ahead {
  read: Promise<unknown>;
  at: number;
  /** set once the read has its answer */
  answered?: true;
}
const ahead = new Map<string, Ahead>();
/** An answer read ahead is used for as long as the query cache would keep it fresh. */
export const READ_AHEAD_MAX_AGE_MS = 5 * 60 * 1000;
const fresh = (entry: Ahead | undefined): entry is Ahead =>
  entry !== undefined && Date.now() - entry.at <= READ_AHEAD_MAX_AGE_MS;

/** Starts reading a GET of the REST API, `path` under its base (no query), once. */
export function readRestAhead(path: string): void {
  if (ahead.has(path)) return;
  const read = fetch(`${config.restBase}${path}`, { cache: 'no-cache', headers: { Accept: 'application/json' } }).then(
    (r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status}`))),
  );
  const entry: Ahead = { read, at: Date.now() };
  read.then(
    () => (entry.answered = true),
    () => ahead.delete(path),
  );
  ahead.set(path, entry);
}

/** Whether the read of `path` has its answer (a fresh one, not handed over yet): taking it then costs no wait. */
export function answeredAhead(path: string): boolean {
  const entry = ahead.get(path);
  return fresh(entry) && entry.answered === true;
}

/** The answer read ahead for `path`, if any and still fresh; it is handed over once. */
export function takeRestAhead(path: string): Promise<unknown> | undefined {
  const started = ahead.get(path);
  ahead.delete(path);
  return fresh(started) ? started.read : undefined;
}

/**
 * Reads `path` ahead; if its answer is already here, `warm` takes it then (a panel's code validating it into the
 * query cache, so that the panel a tap opens shows it in its first render).
 */
export function readAheadThenWarm(path: string, warm: () => void): void {
  readRestAhead(path);
  if (answeredAhead(path)) warm();
}
