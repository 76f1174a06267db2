/**
 * `npm run content:check`: validates every content file against its schema and the rules across
 * files, and every news file of NEWS_DIR (front matter, place, ids, images); names the file, the entry
 * or line, and the field of each problem. Exit 1 on any problem. When all is valid, it prepares the images:
 * every raster image new to public/static/_media is processed (src/server/media), and DATA_DIR/media.json
 * says which derivatives this content uses.
 *
 * `--json`: prints one JSON object on stdout instead, for tools (the publish pipeline):
 *   { ok, problems: [{ file, line?, field?, message }], news: { files, published, draft, scheduled, expired },
 *     publishTime, schedule }
 * with the news counted at SCUID_PUBLISH_TIME (default now) and `schedule` the instants (epoch ms) of every
 * publishAt and unpublishAt. Exit 1 on any problem.
 *
 * `--sync`: once the content passes, also syncs the database of DATA_DIR with the news published at
 * SCUID_PUBLISH_TIME, as a server's start does, and adds `prerendered`, the ids of the news items a full build
 * would prerender (the publish pipeline's release of the news alone renders them before it goes live).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

let json = false;
let sync = false;
try {
  const options = { json: { type: 'boolean', default: false }, sync: { type: 'boolean', default: false } } as const;
  ({ json, sync } = parseArgs({ options, strict: true }).values);
} catch (error) {
  console.error(`content:check: ${(error as Error).message} (the options are --json and --sync)`);
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

const { checkAndPrepare } = await import('../src/server/contentCheck');

// the check, then the images of the content: new ones are processed, and DATA_DIR gets the manifest the build reads
const report: Awaited<ReturnType<typeof checkAndPrepare>> & { prerendered?: number[] } = await checkAndPrepare();
if (report.ok && sync) {
  const { prepareDatabase } = await import('../src/server/database');
  const { prerenderedNewsIds } = await import('../src/features/news/listPages');
  // standard output is the report's alone
  if (json) console.info = console.error;
  try {
    prepareDatabase();
    report.prerendered = prerenderedNewsIds();
  } catch (error) {
    report.ok = false;
    report.problems.push({ file: '(database)', message: `could not be synced: ${(error as Error).message}` });
    report.texts.push(`the database could not be synced: ${(error as Error).message}`);
  }
}
if (json) {
  process.stdout.write(`${JSON.stringify(report)}\n`);
  process.exitCode = report.ok ? 0 : 1;
} else {
  if (!report.ok) {
    console.error(`content:check found ${report.texts.length} problem(s):\n\n${report.texts.join('\n')}\n`);
    process.exit(1);
  }
  const { processed, kept, ms } = report.images;
  console.log(
    `content:check: every content file is valid; images: ${processed} processed, ${kept} kept (${(ms / 1000).toFixed(1)} s)`,
  );
}
