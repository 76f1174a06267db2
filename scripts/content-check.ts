/**
 * `npm run content:check`: validates every content file against its schema and the rules across
 * files, and every news file of NEWS_DIR (front matter, place, ids, images); names the file, the entry
 * or line, and the field of each problem. Exit 1 on any problem.
 *
 * `--json`: prints one JSON object on stdout instead, for tools (the publish pipeline):
 *   { ok, problems: [{ file, line?, field?, message }], news: { files, published, draft, scheduled, expired },
 *     publishTime, schedule }
 * with the news counted at SCUID_PUBLISH_TIME (default now) and `schedule` the instants (epoch ms) of every
 * publishAt and unpublishAt. Exit 1 on any problem.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

let json = false;
try {
  json = parseArgs({ options: { json: { type: 'boolean', default: false } }, strict: true }).values.json;
} catch (error) {
  console.error(`content:check: ${(error as Error).message} (the one option is --json)`);
  process.exit(1);
}

// The server modules import 'server-only', which only the react-server condition lets through (npm run
// content:check sets it); run as plain `tsx scripts/content-check.ts`, start again with it.
const conditions = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
if (!/(?:--conditions[= ]|-C ?)react-server\b/.test(conditions)) {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, '--conditions=react-server', process.argv[1]!, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}

const { checkContent, contentReport } = await import('../src/server/contentCheck');

if (json) {
  const report = contentReport();
  process.stdout.write(`${JSON.stringify(report)}\n`);
  process.exitCode = report.ok ? 0 : 1;
} else {
  const problems = checkContent();
  if (problems.length) {
    console.error(`content:check found ${problems.length} problem(s):\n\n${problems.join('\n')}\n`);
    process.exit(1);
  }
  console.log('content:check: every content file is valid');
}
