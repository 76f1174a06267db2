#!/usr/bin/env node
/**
 * `npm test`'s static checks: ESLint beside the import-cycle check, Prettier, the type check and the content
 * check. Each of them runs on one core; side by side they take about the time of the longest (ESLint) on two.
 * Each one's output is printed whole when it ends, and the exit code is the first failure's.
 */
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs the npm scripts one after the other; resolves with the first failing exit code, or 0. */
function inTurn(scripts) {
  return scripts.reduce(
    (previous, script) =>
      previous.then((code) => {
        if (code !== 0) return code;
        return new Promise((resolve) => {
          const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (status) => {
            process.stdout.write(`> npm run ${script}: ${status === 0 ? 'passed' : `failed (${status})`}\n${output}`);
            resolve(status ?? 1);
          });
        });
      }),
    Promise.resolve(0),
  );
}

const codes = await Promise.all([
  inTurn(['lint:eslint']),
  inTurn(['lint:cycles', 'lint:prettier', 'typecheck', 'content:check']),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
