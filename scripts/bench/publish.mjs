/**
 * The publish part of `npm run bench`: what a publication costs at the size of NEWS_DIR (default: the demo's
 * news), through the real publisher (`node scripts/start.mjs`) on a copy of the news, in a builds folder of its
 * own (.next-bench-publish-builds, made from nothing and removed at the end).
 *   full build   the first start: next build of every prerendered page, then live (file to live).
 *   add, edit, delete, schedule, unpublish   one item each, BENCH_PUBLISH_RUNS (3) times, under light load (10
 *                connections over home, /news, a news item and the REST list): from the file written (for a
 *                schedule, from the minute it falls due) to the change seen at the item's address. The edit
 *                changes the title of an old item the build did not prerender and of a recent one in turn.
 *   disk         the builds folder after the publications.
 * Budgets: each kind's median <= 15 s with 0 failed requests (5xx or no answer); the full build <= 4 minutes;
 * the builds folder < 3 GB.
 */
import { spawn } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { api, API_ROOTS, paths, SCREENS } from '../../src/domain/paths.ts';
import { readSettings } from '../../src/config/settings.ts';
import { buildsFolder, folderSize } from '../../serve/builds.ts';
import { stopChild, waitUntil, writeNewsItem } from './photos.mjs';

const DIST_DIR = '.next-bench-publish';
const BUDGET = { seconds: 15, buildMinutes: 4, diskGB: 3 };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ok = (cond) => (cond ? 'ok' : 'MISS');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Taipei's minute `ms` from now, as publishAt and unpublishAt write it (YYYY-MM-DDTHH:mm). */
const taipeiMinute = (at) => new Date(at + 8 * 3600 * 1000).toISOString().slice(0, 16);

function* markdown(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* markdown(join(dir, entry.name));
    else if (entry.name.endsWith('.md')) yield join(dir, entry.name);
  }
}

/** Requests in a loop over a few addresses until stopped: how many, and which failed (5xx or no answer). */
function lightLoad(base, targets, connections = 10) {
  let stopped = false;
  let requests = 0;
  const failures = [];
  const loop = async (n) => {
    for (let i = n; !stopped; i += 1) {
      const path = targets[i % targets.length];
      try {
        const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(15_000) });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${path}: ${res.status}`);
      } catch (error) {
        failures.push(`${path}: ${error.message}`);
      }
      requests += 1;
    }
  };
  const loops = Array.from({ length: connections }, (_, n) => loop(n));
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return { requests, failures };
    },
  };
}

export async function benchPublish(root, { port, runs = 3 }) {
  const settings = readSettings(process.env, root);
  const source = settings.newsDir;
  const work = mkdtempSync(join(tmpdir(), 'scuid-bench-publish-'));
  const newsCopy = join(work, 'news');
  cpSync(source, newsCopy, { recursive: true });
  const buildsDir = buildsFolder(root, DIST_DIR);
  rmSync(buildsDir, { recursive: true, force: true });
  const controlPort = port + 1;
  const base = `http://127.0.0.1:${port}`;
  const logFile = join(work, 'supervisor.log');
  const log = openSync(logFile, 'a');
  const started = Date.now();
  const supervisor = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_DIST_DIR: DIST_DIR,
      NEWS_DIR: newsCopy,
      PORT: String(port),
      CONTROL_PORT: String(controlPort),
      PUBLISH_HOOK_URL: '',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const logTail = () => readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
  const status = async () =>
    (await fetch(`http://127.0.0.1:${controlPort}/status`, { signal: AbortSignal.timeout(5000) })).json();
  let load;
  try {
    const first = await waitUntil('the first start to go live', async () => (await status()).live, {
      timeoutMs: 30 * 60_000,
      everyMs: 1000,
      child: supervisor,
    }).catch((error) => {
      throw new Error(`${error.message}\n${logTail()}`);
    });
    const fullBuild = (Date.now() - started) / 1000;
    const items = [...markdown(newsCopy)];
    const idOf = (file) => Number(/^newsId: (\d+)$/m.exec(readFileSync(file, 'utf8'))?.[1]);
    const ids = items.map(idOf).filter(Number.isFinite);
    let nextId = Math.max(...ids) + 1;
    // an old item (the smallest id: the build did not prerender it at 10,000 items) and a recent one
    const byId = new Map(items.map((file) => [idOf(file), file]));
    const oldest = byId.get(Math.min(...ids));
    const newest = byId.get(Math.max(...ids));
    // the new items show item 101's drawing, with its alt text
    const drawn = byId.get(101) ?? newest;
    const fm = parseYaml(readFileSync(drawn, 'utf8').split(/^---$/m)[1]);
    const alt = { imgAlt: fm.imgAlt, subImgAlt: fm.subImgAlt };
    const imgUrl = fm.imgUrl;
    console.log(
      `\nPublish: ${ids.length} news items (${source}); the first start was live after ${fullBuild.toFixed(1)} s (${first.name})`,
    );

    load = lightLoad(base, [SCREENS.home, SCREENS.news, paths.newsItem(ids[0]), `${API_ROOTS.rest}${api.newsList}`]);
    const times = { add: [], edit: [], delete: [], schedule: [], unpublish: [] };
    const rows = [];
    const seen = (id, check) =>
      waitUntil(
        `item ${id}`,
        async () => {
          const res = await fetch(`${base}${paths.newsItem(id)}`, { signal: AbortSignal.timeout(10_000) });
          return check(res.status, res.status === 200 ? await res.text() : '');
        },
        { timeoutMs: 5 * 60_000, everyMs: 100, child: supervisor },
      );
    /** The publisher is quiet: no publication under way or waiting for its debounce. */
    const idle = () =>
      waitUntil(
        'the publisher to be idle',
        async () => {
          const s = await status();
          if (s.state !== 'idle' || s.publishing) return false;
          await sleep(1500);
          const again = await status();
          return again.state === 'idle' && !again.publishing && again.last?.at === s.last?.at && again;
        },
        { timeoutMs: 5 * 60_000, everyMs: 200, child: supervisor },
      );
    const timed = async (kind, what, from, id, check) => {
      await seen(id, check);
      const seconds = (Date.now() - from) / 1000;
      times[kind].push(seconds);
      // the publication is over: the next one starts from a quiet publisher
      await idle();
      const last = (await status()).last;
      rows.push({
        kind,
        what,
        's (to visible)': Number(seconds.toFixed(1)),
        "the server's s": last ? Number((last.durationMs / 1000).toFixed(1)) : '-',
        release: last?.newsOnly ? 'news alone' : 'next build',
        addresses: last?.changed?.length ?? '-',
      });
    };
    for (let run = 0; run < runs; run += 1) {
      // add
      const id = nextId++;
      const title = { zh: `新增 ${run + 1}`, en: `added ${run + 1}` };
      let t = Date.now();
      const file = writeNewsItem(newsCopy, {
        id,
        slug: `bench-add-${run + 1}`,
        imgUrl,
        alt,
        title,
      });
      await timed('add', `item ${id}`, t, id, (s, body) => s === 200 && body.includes(`效能測試消息 ${id}`));
      // edit: an old item, then a recent one
      const target = run % 2 === 0 ? oldest : newest;
      const tid = idOf(target);
      const text = readFileSync(target, 'utf8');
      const mark = `（改 ${run + 1}）`;
      t = Date.now();
      writeFileSync(
        target,
        text.replace(
          /^title: (.*)$/m,
          (_, v) => `title: ${v.replace(/["']$/, '')}${mark}${/["']$/.test(v) ? v.at(-1) : ''}`,
        ),
      );
      await timed(
        'edit',
        `item ${tid} (${run % 2 === 0 ? 'old' : 'recent'})`,
        t,
        tid,
        (s, body) => s === 200 && body.includes(mark),
      );
      // delete the added one
      t = Date.now();
      rmSync(file);
      await timed('delete', `item ${id}`, t, id, (s) => s === 404);
      // schedule and unpublish at the same minute: from that minute on
      const due = taipeiMinute(Date.now() + 65_000);
      const dueAt = Date.parse(`${due}:00+08:00`);
      const sid = nextId++;
      const uid = nextId++;
      const dated = (nid, kind, field) => {
        const path = writeNewsItem(newsCopy, { id: nid, slug: `bench-${kind}-${run + 1}`, imgUrl, alt, title });
        writeFileSync(path, readFileSync(path, 'utf8').replace(/^---\n/, `---\n${field}: ${due}\n`));
        return path;
      };
      const scheduled = dated(sid, 'schedule', 'publishAt');
      const expiring = dated(uid, 'unpublish', 'unpublishAt');
      await seen(uid, (s) => s === 200);
      await idle();
      await sleep(Math.max(0, dueAt - Date.now()));
      await timed('schedule', `item ${sid} at ${due}`, dueAt, sid, (s) => s === 200);
      await seen(uid, (s) => s === 404);
      times.unpublish.push((Date.now() - dueAt) / 1000);
      rmSync(scheduled);
      rmSync(expiring);
      await idle();
    }
    const { requests, failures } = await load.stop();
    load = undefined;
    console.table(rows);
    const disk = folderSize(buildsDir);
    const medians = Object.entries(times).map(([kind, xs]) => [kind, median(xs)]);
    console.log(
      `Summary: publish at ${ids.length} items: ${medians.map(([k, s]) => `${k} ${s.toFixed(1)} s`).join(', ')} (median of ${runs}; <= ${BUDGET.seconds} s: ${ok(medians.every(([, s]) => s <= BUDGET.seconds))}); ` +
        `${failures.length} of ${requests} requests failed under load (${ok(failures.length === 0)}); ` +
        `full build ${fullBuild.toFixed(1)} s (<= ${BUDGET.buildMinutes} min: ${ok(fullBuild <= BUDGET.buildMinutes * 60)}); ` +
        `builds folder ${(disk / 1e9).toFixed(2)} GB after ${rows.length + runs} publications (< ${BUDGET.diskGB} GB: ${ok(disk < BUDGET.diskGB * 1e9)})`,
    );
    if (failures.length) console.log(`failed: ${failures.slice(0, 10).join('; ')}`);
  } finally {
    await load?.stop();
    await stopChild(supervisor, 60_000);
    rmSync(buildsDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}
