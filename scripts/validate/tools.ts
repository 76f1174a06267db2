import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The external validators run as programs: Debian packages (jing, Python's parsers) and Java (vnu.jar). */

export const SCHEMAS = fileURLToPath(new URL('./schemas/', import.meta.url));
export const PARSERS = fileURLToPath(new URL('./parsers.py', import.meta.url));

/** Debian's python3 has python3-feedparser and python3-icalendar; a `python3` earlier on PATH (pyenv) may not. */
export const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

export const INSTALL_HINT =
  'install the Debian packages: apt-get install -y jing python3-feedparser python3-icalendar default-jre-headless (.ci/run does)';

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to the end; a program that cannot be started is an error naming it and the fix. */
export function run(command: string, args: readonly string[], input?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} not found: ${INSTALL_HINT}`) : error),
    );
    child.on('close', (code) =>
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
    child.stdin.end(input ?? '');
  });
}

/** Runs scripts/validate/parsers.py on files; its JSON answer. */
export async function runParsers<T>(kind: 'rss' | 'ical', files: Array<{ path: string; contentType?: string }>) {
  const answer = await run(PYTHON, [PARSERS], JSON.stringify({ kind, files }));
  if (answer.code !== 0) {
    const missing = /ModuleNotFoundError|No module named/.test(answer.stderr) ? ` (${INSTALL_HINT})` : '';
    throw new Error(`${PYTHON} ${PARSERS} failed${missing}:\n${answer.stderr.trim()}`);
  }
  return JSON.parse(answer.stdout) as { version: string; results: T[] };
}
