/**
 * npm start's supervisor: serves the live build with one worker (serve/server.mjs) on the public port,
 * and publishes without ever taking the site down. When a content or news file changes (after a short
 * debounce), at the next publishAt or unpublishAt of a news item, on `npm run publish`, or at start when
 * the live build is out of date, it builds the new version beside the live one (serve/pipeline.ts), starts
 * a worker for it on a loopback port, checks it (serve/checkBuild.ts), lets it take connections from the
 * same listening socket, and drains the old worker. A build that fails or does not pass the check changes
 * nothing: the live build serves on, and the reason is logged and kept for the status answer.
 *
 * The listening socket belongs to this process (cluster, without round-robin: the kernel hands each
 * connection to a worker that is accepting), so the port never closes between two builds.
 */
import cluster, { type Worker } from 'node:cluster';
import { existsSync, rmSync, watch, type FSWatcher } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { type Env, type Settings } from '../src/config/settings.ts';
import {
  buildPath,
  buildsFolder,
  clearStaging,
  pruneBuilds,
  readLive,
  readLiveName,
  readRecord,
  RETIRED_WHOLE_MS,
  setLive,
  type BuildRecord,
} from './builds.ts';
import { changedAddresses, underBasePath } from './changedPaths.ts';
import { checkBuild, CheckFailure } from './checkBuild.ts';
// @ts-expect-error plain ESM script without types
import { runtimeStamp } from './buildStamp.mjs';
import { notifyPublished, type PublishNotice } from './publishHook.ts';
import { readBasePath } from './nextOutput.ts';
import { MEDIA_FOLDER } from '../src/domain/media.ts';
import {
  BuildCancelled,
  BuildFailure,
  buildSite,
  currentInputs,
  type BuildStage,
  type NewsDiff,
  type Problem,
} from './pipeline.ts';

/** Quiet time after the last file event before a publication starts (an editor saves, git writes many files). */
export const DEBOUNCE_MS = 1_000;
/** setTimeout's longest delay; a later schedule is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether a changed file of a watched folder is one of the images' derivatives (public/static/_media). */
export const isDerivative = (root: string, folder: string, file: string | null) =>
  file !== null && join(folder, file).startsWith(join(root, 'public', 'static', MEDIA_FOLDER) + sep);
const WORKER_START_MS = 120_000;
const DRAIN_WAIT_MS = 35_000;
/** How often a follower reads the live file (a file read: cheap, and it works on a network folder too). */
const FOLLOW_POLL_MS = 1_000;
/** How long a follower waits before trying again a build it could not serve. */
const FOLLOW_RETRY_MS = 30_000;
/** Outcomes the status keeps. */
const HISTORY = 20;

export type Reason = PublishReason | 'follow';
/** Why the publisher publishes (a follower's outcomes say `follow`). */
type PublishReason = 'start' | 'files' | 'schedule' | 'request';

export interface Outcome {
  outcome: 'published' | 'unchanged' | 'failed' | 'cancelled';
  reason: Reason;
  at: string;
  durationMs: number;
  /** the live build after it */
  build?: string;
  stage?: BuildStage;
  message?: string;
  problems?: Problem[];
  news?: { added: number; changed: number; removed: number };
  /** the public addresses whose answer changed (a publication of news over a live build), as the hook was told */
  changed?: string[];
  /** the live build's code and department content kept: only what shows the news was rendered again */
  newsOnly?: boolean;
}

export interface Status {
  state: 'starting' | 'idle' | 'publishing' | 'stopping';
  /** publisher: builds and names the live build; follower (`--serve-only`): serves what the publisher names */
  role: 'publisher' | 'follower';
  pid: number;
  live: (Pick<BuildRecord, 'name' | 'news' | 'builtAt' | 'liveSince'> & { publishTime: string }) | null;
  publishing: { reason: PublishReason; since: string; stage: string } | null;
  last: Outcome | null;
  /** the latest outcomes, newest first */
  history: Outcome[];
  nextScheduled: string | null;
}

/** Whether the live build is still what the files and the clock ask for. */
export function isCurrent(record: BuildRecord, stamp: string, now: number): boolean {
  return record.stamp === stamp && !record.schedule.some((t) => t > record.publishTime && t <= now);
}

/**
 * The first publishAt or unpublishAt after the live build's moment, or undefined: the time of the next
 * publication by schedule (already past when it fell due during a build: then at once).
 */
export function nextScheduled(record: BuildRecord | undefined): number | undefined {
  return record?.schedule.find((t) => t > record.publishTime);
}

interface LiveWorker {
  worker: Worker;
  name: string;
  record: BuildRecord;
}

export interface SupervisorOptions {
  root: string;
  env: Env;
  settings: Settings;
  controlPort: number;
  log?: (line: string) => void;
}

const problemLine = (p: Problem) =>
  `${p.file ?? ''}${p.line ? `:${p.line}` : ''}${p.file ? ': ' : ''}${p.field ? `${p.field}: ` : ''}${p.message}`;

/** One line (and the problems) for the log and for npm run publish. */
export function describeOutcome(o: Outcome): string {
  const secs = `${(o.durationMs / 1000).toFixed(1)} s`;
  const parts = [
    ...(o.newsOnly ? ['news alone'] : []),
    ...(o.news ? [`news files: +${o.news.added} ~${o.news.changed} -${o.news.removed}`] : []),
    ...(o.changed ? [`${o.changed.length} address${o.changed.length === 1 ? '' : 'es'} changed`] : []),
  ];
  const news = parts.length > 0 ? ` (${parts.join('; ')})` : '';
  switch (o.outcome) {
    case 'published':
      return o.reason === 'follow'
        ? `following: serving ${o.build} (switched in ${secs})`
        : `published: ${o.build} is live after ${secs}${news}`;
    case 'unchanged':
      return `nothing to publish: the live build ${o.build ?? ''} is current`;
    case 'cancelled':
      return 'the publication was stopped; the live build stays';
    case 'failed': {
      const lines = (o.problems ?? []).map((p) => `  ${problemLine(p)}`);
      const live = o.build ? `the live build ${o.build} stays` : 'there is no live build';
      return [`failed (${o.stage}) after ${secs}: ${o.message}; ${live}`, ...lines].join('\n');
    }
  }
}

export class Supervisor {
  readonly root: string;
  readonly dir: string;
  private readonly env: Env;
  private readonly settings: Settings;
  private readonly controlPort: number;
  private readonly log: (line: string) => void;

  private live: LiveWorker | null = null;
  private state: Status['state'] = 'starting';
  private publishing: Status['publishing'] = null;
  private last: Outcome | null = null;
  private history: Outcome[] = [];
  /** a publication asked for while one runs: it runs next, once, for everyone who asked */
  private pending: { reason: PublishReason; waiters: ((o: Outcome) => void)[] } | null = null;
  private running = false;
  private abort: AbortController | null = null;
  private checking: string | null = null;
  private watchers: FSWatcher[] = [];
  private debounce: NodeJS.Timeout | null = null;
  private scheduleTimer: NodeJS.Timeout | null = null;
  private control: Server | null = null;
  private crashes: number[] = [];
  /** `--serve-only`: the live file is read, never written; nothing is built or pruned here */
  private following = false;
  private followTimer: NodeJS.Timeout | null = null;
  /** a build the follower could not serve, and when it may try it again */
  private refused: { name: string; until: number } | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;

  constructor(options: SupervisorOptions) {
    this.root = options.root;
    this.env = options.env;
    this.settings = options.settings;
    this.controlPort = options.controlPort;
    this.dir = buildsFolder(options.root, options.settings.distDir);
    this.log = options.log ?? ((line) => console.log(`[publish] ${line}`));
  }

  /** The live build's record, if there is one this Node and these dependencies can run. */
  private runnableLive(): BuildRecord | undefined {
    const record = readLive(this.dir);
    if (!record) return undefined;
    if (record.runtime !== runtimeStamp(this.root)) {
      this.log(`the live build ${record.name} was made for another Node or other dependencies: building first`);
      return undefined;
    }
    return record;
  }

  /** `npm start --build`: makes the live build current, without serving. Returns the outcome. */
  async buildOnly(): Promise<Outcome> {
    cluster.schedulingPolicy = cluster.SCHED_NONE;
    cluster.setupPrimary({ exec: join(this.root, 'serve', 'server.mjs') });
    const record = this.runnableLive();
    const outcome = await this.publishNow('start', record, { serve: false });
    this.log(describeOutcome(outcome));
    return outcome;
  }

  /** Serves, watches, keeps the schedule and answers the control port until stop(). */
  async start(): Promise<void> {
    cluster.schedulingPolicy = cluster.SCHED_NONE;
    cluster.setupPrimary({ exec: join(this.root, 'serve', 'server.mjs') });
    cluster.on('exit', (worker, code, signal) => this.onWorkerExit(worker, code, signal));
    await this.listenControl();

    const record = this.runnableLive();
    if (record) {
      await this.goLive(await this.startWorker(record, { check: false }));
      this.log(`serving ${record.name}`);
    } else {
      // nothing to serve yet: the first build is waited for
      this.log('no build to serve yet: building');
      const first = await this.publishNow('start', undefined, { serve: true });
      this.log(describeOutcome(first));
      if (!this.live) throw new Error(`no build to serve: ${describeOutcome(first)}`);
    }
    this.state = 'idle';
    this.watchFiles();
    // anything that changed or fell due while the server was stopped
    void this.request('start');
  }

  /**
   * `npm start -- --serve-only`: serves the live build of the builds folder, and switches (checked, without a
   * failed request) when the publisher names another: several servers serve one release. Nothing is built,
   * watched or pruned here; a build this Node cannot run, or that fails its check, is logged and the one
   * served stays.
   */
  async follow(): Promise<void> {
    this.following = true;
    cluster.schedulingPolicy = cluster.SCHED_NONE;
    cluster.setupPrimary({ exec: join(this.root, 'serve', 'server.mjs') });
    cluster.on('exit', (worker, code, signal) => this.onWorkerExit(worker, code, signal));
    await this.listenControl();
    this.log(`following ${relative(this.root, this.dir) || this.dir}: serving the build its publisher names`);
    await this.catchUp();
    while (!this.live && this.state !== 'stopping') {
      await new Promise((r) => setTimeout(r, FOLLOW_POLL_MS));
      await this.catchUp();
    }
    this.state = 'idle';
    this.followTimer = setInterval(() => void this.catchUp(), FOLLOW_POLL_MS);
  }

  /** The follower's step: serve the build the live file names, if it is not the one served. */
  private async catchUp(): Promise<void> {
    if (this.running || this.state === 'stopping') return;
    const name = readLiveName(this.dir);
    if (!name || name === this.live?.name) return;
    if (this.refused?.name === name && Date.now() < this.refused.until) return;
    this.running = true;
    const started = Date.now();
    try {
      const record = readLive(this.dir);
      if (!record || record.name !== name) return; // being replaced: the next step sees it
      if (record.runtime !== runtimeStamp(this.root)) {
        throw new Error('it was made for another Node or other dependencies');
      }
      const next = await this.startWorker(record, { check: !!this.live });
      await this.goLive(next);
      this.log(
        describeOutcome(
          this.remember({ outcome: 'published', reason: 'follow', build: name, durationMs: Date.now() - started }),
        ),
      );
    } catch (error) {
      this.refused = { name, until: Date.now() + FOLLOW_RETRY_MS };
      const outcome = this.remember({
        outcome: 'failed',
        reason: 'follow',
        stage: 'check',
        message: `${name}: ${(error as Error).message}`,
        build: this.live?.name,
        durationMs: Date.now() - started,
      });
      this.log(describeOutcome(outcome));
    } finally {
      this.running = false;
    }
  }

  /** Keeps an outcome for the status: the last one and the history. */
  private remember(o: Omit<Outcome, 'at'>): Outcome {
    const outcome = { at: new Date().toISOString(), ...o };
    this.last = outcome;
    this.history = [outcome, ...this.history].slice(0, HISTORY);
    return outcome;
  }

  status(): Status {
    const live = this.live?.record;
    const next = nextScheduled(live);
    return {
      state: this.state,
      role: this.following ? 'follower' : 'publisher',
      pid: process.pid,
      live: live
        ? {
            name: live.name,
            news: live.news,
            builtAt: live.builtAt,
            liveSince: live.liveSince,
            publishTime: new Date(live.publishTime).toISOString(),
          }
        : null,
      publishing: this.publishing,
      last: this.last,
      history: this.history,
      nextScheduled: next === undefined ? null : new Date(next).toISOString(),
    };
  }

  /** Asks for a publication; resolves with its outcome (a later one when one is already running). */
  request(reason: PublishReason): Promise<Outcome> {
    if (this.state === 'stopping') {
      return Promise.resolve({ outcome: 'cancelled', reason, at: new Date().toISOString(), durationMs: 0 });
    }
    return new Promise((resolveOutcome) => {
      if (this.pending) this.pending.waiters.push(resolveOutcome);
      else this.pending = { reason, waiters: [resolveOutcome] };
      void this.drainQueue();
    });
  }

  private async drainQueue(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.pending && this.state !== 'stopping') {
        const { reason, waiters } = this.pending;
        this.pending = null;
        const outcome = await this.publishNow(reason, this.live?.record, { serve: true });
        this.log(describeOutcome(outcome));
        for (const done of waiters) done(outcome);
      }
      if (this.pending && this.state === 'stopping') {
        const { reason, waiters } = this.pending;
        this.pending = null;
        const cancelled: Outcome = { outcome: 'cancelled', reason, at: new Date().toISOString(), durationMs: 0 };
        for (const done of waiters) done(cancelled);
      }
    } finally {
      this.running = false;
      this.armSchedule();
    }
  }

  /** One publication: build if the live build is not current, check, switch. Never throws. */
  private async publishNow(
    reason: PublishReason,
    live: BuildRecord | undefined,
    { serve }: { serve: boolean },
  ): Promise<Outcome> {
    const started = Date.now();
    const finish = (o: Omit<Outcome, 'reason' | 'at' | 'durationMs'>): Outcome => {
      this.publishing = null;
      return this.remember({ reason, durationMs: Date.now() - started, ...o });
    };
    const liveName = () => this.live?.name ?? live?.name;
    let inputs;
    try {
      inputs = currentInputs(this.root, this.env);
    } catch (error) {
      return finish({ outcome: 'failed', stage: 'content', message: (error as Error).message, build: liveName() });
    }
    if (live && isCurrent(live, inputs.stamp, started)) return finish({ outcome: 'unchanged', build: live.name });

    this.publishing = { reason, since: new Date(started).toISOString(), stage: 'building' };
    this.abort = new AbortController();
    const label = {
      start: 'at start',
      files: 'files changed',
      schedule: 'scheduled news fell due',
      request: 'asked',
    };
    this.log(`${label[reason]}: building a new version beside the live one`);
    try {
      const built = await buildSite({
        root: this.root,
        dir: this.dir,
        env: this.env,
        publishTime: Date.now(),
        live: live && { folder: buildPath(this.dir, live.name), record: live },
        signal: this.abort.signal,
        log: (line) => {
          this.log(line);
          if (this.publishing) this.publishing.stage = line;
        },
      });
      this.publishing.stage = 'checking';
      this.checking = built.name;
      const basePath = readBasePath(built.folder);
      // a release of the news alone renders what it changed before it goes live
      const next = await this.startWorker(built.record, { check: true, warm: built.warm });
      // compared while the live build is whole: a retired build keeps only its assets
      const changed = built.changed
        ? built.changed.map((a) => underBasePath(basePath, a))
        : live
          ? changedAddresses(buildPath(this.dir, live.name), built.folder, basePath)
          : null;
      if (serve) {
        await this.goLive(next);
      } else {
        next.worker.kill('SIGTERM');
        setLive(this.dir, built.name);
        pruneBuilds(this.dir, built.name);
      }
      const told = this.tellHook(built.name, basePath, changed);
      // `npm start --build` ends when this returns: the hook is told first
      if (!serve) await told;
      return finish({
        outcome: 'published',
        build: built.name,
        news: live && count(built.diff),
        ...(changed ? { changed } : {}),
        ...(built.changed ? { newsOnly: true } : {}),
      });
    } catch (error) {
      clearStaging(this.dir);
      if (this.checking) rmSync(buildPath(this.dir, this.checking), { recursive: true, force: true });
      if (error instanceof BuildCancelled) return finish({ outcome: 'cancelled', build: liveName() });
      if (error instanceof BuildFailure) {
        return finish({
          outcome: 'failed',
          stage: error.stage,
          message: error.message,
          problems: error.problems,
          build: liveName(),
        });
      }
      if (error instanceof CheckFailure) {
        return finish({ outcome: 'failed', stage: 'check', message: error.message, build: liveName() });
      }
      return finish({ outcome: 'failed', stage: 'build', message: String(error), build: liveName() });
    } finally {
      this.abort = null;
      this.checking = null;
    }
  }

  /**
   * Tells PUBLISH_HOOK_URL, if set, what the publication changed: everything (null) when nothing was live or
   * the code or department content changed.
   */
  private async tellHook(build: string, basePath: string, changed: string[] | null): Promise<void> {
    const hook = this.settings.publishHook;
    if (!hook) return;
    const notice: PublishNotice = {
      build,
      liveSince: new Date().toISOString(),
      origin: this.settings.app.siteUrl,
      basePath,
      paths: changed ?? [],
      everything: !changed,
    };
    const r = await notifyPublished(hook.url, notice, { token: hook.token });
    this.log(
      r.ok
        ? `told the publication hook: ${notice.everything ? 'everything' : `${notice.paths.length} address(es)`} changed`
        : `the publication hook failed after ${r.attempts} attempt(s): ${r.status ?? r.error}; the publication stands`,
    );
  }

  /**
   * A worker for a build; with `check`, its loopback answers are checked before it is returned, and the
   * addresses of `warm` (without the base path) are asked for, so that it has rendered them.
   */
  private async startWorker(
    record: BuildRecord,
    { check, warm = [] }: { check: boolean; warm?: string[] },
  ): Promise<LiveWorker> {
    const folder = buildPath(this.dir, record.name);
    const worker = cluster.fork({
      ...this.env,
      NEXT_DIST_DIR: relative(this.root, folder),
      NEWS_DIR: join(folder, 'news'),
      DATA_DIR: join(folder, 'data'),
      SCUID_PUBLISH_TIME: new Date(record.publishTime).toISOString(),
      SCUID_BUILDS_DIR: this.dir,
      SCUID_BUILD_NAME: record.name,
      PORT: String(this.settings.port),
    });
    try {
      const { port } = await this.message<{ port: number }>(worker, 'checking', WORKER_START_MS);
      if (check) await checkBuild(`http://127.0.0.1:${port}`, readBasePath(folder), warm);
      return { worker, name: record.name, record };
    } catch (error) {
      worker.kill('SIGKILL');
      if (error instanceof CheckFailure) throw error;
      throw new BuildFailure('check', `the new build's server did not start: ${(error as Error).message}`);
    }
  }

  /** The new worker takes connections, the live file names its build, the old worker drains. */
  private async goLive(next: LiveWorker): Promise<void> {
    if (this.live?.worker === next.worker) return;
    next.worker.send({ type: 'go-live' });
    await this.message(next.worker, 'live', WORKER_START_MS);
    if (!this.following) setLive(this.dir, next.name);
    next.record = readRecord(this.dir, next.name) ?? next.record;
    const old = this.live;
    this.live = next;
    if (!old) return;
    old.worker.send({ type: 'drain' });
    const gone = new Promise<void>((done) => {
      if (old.worker.isDead()) done();
      else old.worker.once('exit', () => done());
    });
    const timer = setTimeout(() => old.worker.kill('SIGKILL'), DRAIN_WAIT_MS);
    void gone.then(() => {
      clearTimeout(timer);
      if (!this.following) this.prune();
    });
  }

  /** Prunes the builds folder now, and again once the builds just retired may be cut down to their assets. */
  private prune(): void {
    pruneBuilds(this.dir, this.live?.name, this.checking ? [this.checking] : []);
    if (this.pruneTimer) clearTimeout(this.pruneTimer);
    this.pruneTimer = setTimeout(() => {
      this.pruneTimer = null;
      if (this.state !== 'stopping') this.prune();
    }, RETIRED_WHOLE_MS + 1_000);
    this.pruneTimer.unref();
  }

  private message<T>(worker: Worker, type: string, timeoutMs: number): Promise<T> {
    return new Promise((resolveMessage, reject) => {
      const timer = setTimeout(() => fail(new Error(`no "${type}" within ${timeoutMs / 1000} s`)), timeoutMs);
      const onMessage = (m: { type?: string } & T) => {
        if (m?.type !== type) return;
        cleanup();
        resolveMessage(m);
      };
      const onExit = (code: number | null) => fail(new Error(`it exited (code ${code})`));
      const fail = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('exit', onExit);
    });
  }

  /** The live worker died: start another for the same build (a crash loop stops the server). */
  private onWorkerExit(worker: Worker, code: number | null, signal: string | null): void {
    if (this.state === 'stopping' || this.live?.worker !== worker) return;
    const now = Date.now();
    this.crashes = [...this.crashes.filter((t) => now - t < 60_000), now];
    console.error(`[publish] the server of ${this.live.name} exited (${signal ?? code}); starting it again`);
    if (this.crashes.length > 5) {
      console.error('[publish] it keeps exiting: stopping');
      process.exit(1);
    }
    const record = this.live.record;
    this.live = null;
    this.startWorker(record, { check: false }).then(
      (w) => this.goLive(w),
      (error) => {
        console.error(`[publish] could not start it again: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  }

  /** Content, news and public files (not the images' derivatives): a change publishes after DEBOUNCE_MS of quiet. */
  private watchFiles(): void {
    const folders = [join(this.root, 'content'), this.settings.newsDir, join(this.root, 'public')];
    const watched = folders.filter(
      (f, i) => existsSync(f) && !folders.some((o, j) => j !== i && f.startsWith(o + sep) && existsSync(o)),
    );
    for (const folder of watched) {
      try {
        this.watchers.push(
          watch(folder, { recursive: true }, (_event, file) => {
            // the images' derivatives are written there by the builds themselves
            if (!isDerivative(this.root, folder, file)) this.filesChanged();
          }),
        );
      } catch (error) {
        console.error(`[publish] cannot watch ${folder}: ${(error as Error).message}`);
      }
    }
    this.log(`watching ${watched.map((f) => relative(this.root, f) || f).join(', ')}`);
  }

  private filesChanged(): void {
    if (this.state === 'stopping') return;
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = setTimeout(() => {
      this.debounce = null;
      void this.request('files');
    }, DEBOUNCE_MS);
  }

  /** A timer for the live build's next publishAt or unpublishAt. */
  private armSchedule(): void {
    if (this.scheduleTimer) clearTimeout(this.scheduleTimer);
    this.scheduleTimer = null;
    if (this.state === 'stopping') return;
    const next = nextScheduled(this.live?.record);
    if (next === undefined) return;
    this.scheduleTimer = setTimeout(
      () => {
        this.scheduleTimer = null;
        if (Date.now() >= next) void this.request('schedule');
        else this.armSchedule();
      },
      Math.min(Math.max(next - Date.now(), 0), MAX_TIMER_MS),
    );
  }

  /** GET /status and POST /publish, on 127.0.0.1 only. */
  private listenControl(): Promise<void> {
    const server = createServer((req, res) => void this.onControl(req, res));
    server.requestTimeout = 0; // POST /publish waits for a build
    this.control = server;
    return new Promise((resolveListen, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(`CONTROL_PORT ${this.controlPort} is in use (another npm start?); set CONTROL_PORT`)
            : error,
        ),
      );
      server.listen(this.controlPort, '127.0.0.1', () => {
        this.log(`status on http://127.0.0.1:${this.controlPort}/status (this machine only)`);
        resolveListen();
      });
    });
  }

  private async onControl(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(`${JSON.stringify(body, null, 2)}\n`);
    };
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/status' && (req.method === 'GET' || req.method === 'HEAD')) return send(200, this.status());
    if (path === '/publish' && req.method === 'POST' && this.following) {
      return send(409, {
        code: 'SERVE_ONLY',
        message: `this server serves what the publisher of ${this.dir} names: ask the publisher to publish`,
      });
    }
    if (path === '/publish' && req.method === 'POST') return send(200, await this.request('request'));
    if (path === '/status' || path === '/publish') {
      res.setHeader('allow', path === '/status' ? 'GET, HEAD' : 'POST');
      return send(405, { code: 'METHOD_NOT_ALLOWED', message: `${req.method} is not allowed on ${path}` });
    }
    send(404, { code: 'NOT_FOUND', message: 'GET /status or POST /publish' });
  }

  /** A graceful stop: a build in progress ends (the live build stays), the workers finish their requests. */
  async stop(signal: string): Promise<void> {
    if (this.state === 'stopping') return;
    this.state = 'stopping';
    this.log(`${signal}: stopping${this.abort ? ' (the build in progress ends; the live build stays)' : ''}`);
    for (const w of this.watchers) w.close();
    if (this.debounce) clearTimeout(this.debounce);
    if (this.scheduleTimer) clearTimeout(this.scheduleTimer);
    if (this.followTimer) clearInterval(this.followTimer);
    if (this.pruneTimer) clearTimeout(this.pruneTimer);
    this.abort?.abort();
    this.control?.close();
    this.control?.closeAllConnections();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((done) => {
            const timer = setTimeout(() => {
              w.kill('SIGKILL');
              done();
            }, 12_000);
            w.once('exit', () => {
              clearTimeout(timer);
              done();
            });
            w.process.kill('SIGTERM');
          }),
      ),
    );
    // wait for the build to end before the staging folder goes
    for (let i = 0; i < 100 && this.running; i++) await new Promise((r) => setTimeout(r, 100));
    clearStaging(this.dir);
  }
}

const count = (diff: NewsDiff) => ({
  added: diff.added.length,
  changed: diff.changed.length,
  removed: diff.removed.length,
});
