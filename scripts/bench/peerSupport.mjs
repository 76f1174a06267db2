/**
 * What the benchmark's peers (scripts/bench/nginxPeer.mjs, scripts/bench/wordpress.mjs) share: the Debian
 * packages they need, installed with apt-get when this process is root; their daemons, each started in a
 * process group of its own and recorded in the peer's temporary folder, so that they, their workers
 * included, can be stopped whatever happened to the process that started them; and the requests of their
 * sanity checks.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether this process may run apt-get. */
export const isRoot = () => process.getuid?.() === 0;

/** The packages of `names` that dpkg does not list as installed. */
export function missingPackages(names) {
  return names.filter((name) => {
    const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return r.status !== 0 || !r.stdout.includes('install ok installed');
  });
}

/**
 * Installs the packages of `names` that are missing (`apt-get install -y --no-install-recommends`, all of
 * them in this order: apt settles an alternative by the packages named before it), printing what it
 * installs. Throws when some are missing and this process is not root, or when apt-get fails. Whatever a
 * package's own scripts do is Debian's (with Docker's policy-rc.d, they start no service).
 * @param {string[]} names
 * @param {string} purpose what they are for, in messages
 * @returns {string[]} the packages it installed
 */
export function ensurePackages(names, purpose) {
  const missing = missingPackages(names);
  if (missing.length === 0) return [];
  const command = `apt-get install -y --no-install-recommends ${names.join(' ')}`;
  if (!isRoot()) throw new Error(`${purpose} needs Debian packages: ${missing.join(', ')} (as root: ${command})`);
  console.log(`[peers] ${purpose}: installing Debian packages ${missing.join(', ')} (${command})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...names], { env, stdio: 'inherit' }).status;
  // a stale package list is the usual reason a Debian package cannot be fetched
  if (
    install() !== 0 &&
    (spawnSync('apt-get', ['update'], { env, stdio: 'inherit' }).status !== 0 || install() !== 0)
  ) {
    throw new Error(`${purpose}: \`${command}\` failed`);
  }
  const still = missingPackages(names);
  if (still.length > 0) throw new Error(`${purpose}: still not installed after apt-get: ${still.join(', ')}`);
  return missing;
}

/** The live processes of process group `pgid` (from /proc), with their command lines. */
function groupMembers(pgid) {
  const members = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // after the command (which may hold spaces and parentheses): state ppid pgrp ...
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // a zombie has ended (its parent, this process, reaps it later, or never if it is exiting)
      if (Number(fields[2]) !== pgid || fields[0] === 'Z') continue;
      members.push(readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '));
    } catch {
      /* gone meanwhile */
    }
  }
  return members;
}

/** The daemons `dir` recorded, last started first (a front stops taking requests before what is behind it). */
function daemonsOf(dir) {
  const file = join(dir, 'daemons');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ pgid: Number(line.split(' ')[0]), name: line.split(' ')[1] ?? '' }))
    .filter(({ pgid, name }) => pgid > 1 && name)
    .reverse();
}

/** Sends `signal` to a recorded group if it is still that daemon's (the number may be another's by now). */
function signalDaemon({ pgid, name }, signal) {
  if (!groupMembers(pgid).some((command) => command.includes(name))) return;
  try {
    process.kill(-pgid, signal);
  } catch {
    /* ended meanwhile */
  }
}

const anyRunning = (daemons) => daemons.some(({ pgid }) => groupMembers(pgid).length > 0);

/** Stops the daemons `dir` recorded: SIGTERM (each shuts down cleanly), SIGKILL to what is left after `graceMs`. */
export async function stopDaemons(dir, graceMs = 10_000) {
  const daemons = daemonsOf(dir);
  for (const daemon of daemons) signalDaemon(daemon, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (anyRunning(daemons) && Date.now() < deadline) await sleep(100);
  for (const daemon of daemons) signalDaemon(daemon, 'SIGKILL');
}

/** `stopDaemons` for where nothing asynchronous runs any more (an 'exit' listener). */
function stopDaemonsSync(dir, graceMs = 5_000) {
  const daemons = daemonsOf(dir);
  for (const daemon of daemons) signalDaemon(daemon, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (anyRunning(daemons) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 100);
  for (const daemon of daemons) signalDaemon(daemon, 'SIGKILL');
}

/** Whether a connection to a port on 127.0.0.1 (a number) or to a unix socket (`{ path }`) succeeds. */
const connects = (target) =>
  new Promise((resolve) => {
    const socket = createConnection(typeof target === 'number' ? { host: '127.0.0.1', port: target } : target);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts `command` as the leader of a process group of its own (its workers stay in it), records it in
 * `{dir}/daemons` under `name`, a word of its command line, and waits until `target` (a port on
 * 127.0.0.1, or `{ path }` of a unix socket) accepts connections. Throws with the end of `logFile` when
 * it stops or does not answer within a minute.
 */
export async function startDaemon(dir, name, command, args, target, logFile) {
  // else what answers would be taken for the daemon
  if (typeof target === 'number' && (await connects(target))) throw new Error(`127.0.0.1:${target} is taken`);
  const child = spawn(command, args, { cwd: dir, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  appendFileSync(join(dir, 'daemons'), `${child.pid} ${name}\n`);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  /** @type {number | undefined} */
  let exitCode;
  child.on('exit', (code) => (exitCode = code ?? -1));
  child.on('error', (error) => ((exitCode = -1), (stderr += error.message)));
  const deadline = Date.now() + 60_000;
  while (!(await connects(target))) {
    const failed =
      exitCode !== undefined
        ? `stopped at start (exit ${exitCode})`
        : Date.now() > deadline && 'did not answer in 60 s';
    if (failed) {
      const logged = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-20).join('\n') : '';
      throw new Error(`${name} ${failed}:\n${stderr.trim()}\n${logged}`.trim());
    }
    await sleep(50);
  }
  child.stderr.destroy();
  child.unref();
}

const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);

/**
 * Until `release()`: when this process exits, or a signal comes that nothing else listens to, the daemons
 * of `dir` are stopped and `cleanUp` runs (synchronously; it removes the peer's files).
 * @param {string} dir
 * @param {() => void} cleanUp
 * @returns {() => void} release
 */
export function onAnyEnd(dir, cleanUp) {
  const atExit = () => {
    stopDaemonsSync(dir);
    cleanUp();
  };
  const onSignal = (signal) => {
    release();
    atExit();
    // the signal's own ending (exit code 128 + n), unless the host handles it
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const release = () => {
    process.off('exit', atExit);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
  process.once('exit', atExit);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return release;
}

const processAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
};

/**
 * Stops and removes what runs that died left behind in the temporary folders named `prefix*`: a folder
 * whose `owner.pid` names no live process (or without one, a minute old). Resolves to the folders removed.
 * @param {string} prefix
 */
export async function removeLeftovers(prefix) {
  const removed = [];
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(prefix)) continue;
    const dir = join(tmpdir(), entry);
    try {
      const owner = join(dir, 'owner.pid');
      if (
        existsSync(owner)
          ? processAlive(Number(readFileSync(owner, 'utf8')))
          : Date.now() - statSync(dir).mtimeMs < 60_000
      ) {
        continue; // a run alive, or one being set up right now
      }
      await stopDaemons(dir, 5_000);
      rmSync(dir, { recursive: true, force: true });
      removed.push(dir);
    } catch (error) {
      console.warn(`[peers] could not remove ${dir}: ${/** @type {Error} */ (error).message}`);
    }
  }
  return removed;
}

/**
 * A GET with the body as sent (not decoded): status, headers and bytes.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/**
 * `seconds` of autocannon on a URL with a browser's Accept-Encoding: requests/s and latency; throws when a
 * request failed or was not a 2xx.
 * @param {string} url
 * @param {{ seconds?: number, connections?: number }} [options]
 */
export async function requestsPerSecond(url, { seconds = 3, connections = 10 } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers: BROWSER_ENCODINGS });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed or were not 2xx`);
  return { reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}
