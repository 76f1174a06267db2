/**
 * The benchmark's second control: a bare Next.js App Router page (a heading, a paragraph and one
 * next/link), built with this project's Next and React and served by `next start`. Lighthouse on it
 * shows what the framework alone costs on this machine (its scripts, hydration and router), so our
 * pages' TBT and LCP can be read against the framework's floor in the same run.
 * It is built in a temporary folder with a hard-linked copy of our node_modules (built inside the
 * project, Next would take the project's instrumentation.ts as its own).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LAYOUT = `export const metadata = { title: 'Control: bare Next.js page', description: 'The benchmark control page.' };
export default function RootLayout({ children }) {
  return (<html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1" /></head><body>{children}</body></html>);
}
`;
const PAGE = `import Link from 'next/link';
export default function Page() {
  return (<main><h1>Department of Industrial Product Design</h1><p>A bare Next.js App Router page: server-rendered, hydrated, with one client-side link.</p><Link href="/other">Another page</Link></main>);
}
`;
const OTHER = `export default function Other() { return <main><h1>Another page</h1></main>; }
`;

export async function startBareNext(root, port) {
  const dir = mkdtempSync(join(tmpdir(), 'scuid-bare-next-'));
  mkdirSync(join(dir, 'app', 'other'), { recursive: true });
  // hard links: a second copy of node_modules in about a second (a symlink where /tmp is another disk)
  if (spawnSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]).status !== 0) {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  }
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  // Next's defaults, nothing of ours
  writeFileSync(join(dir, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(join(dir, 'app', 'layout.jsx'), LAYOUT);
  writeFileSync(join(dir, 'app', 'page.jsx'), PAGE);
  writeFileSync(join(dir, 'app', 'other', 'page.jsx'), OTHER);
  const next = join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, env, encoding: 'utf8' });
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the bare Next.js control did not build:\n${build.stdout}\n${build.stderr}`);
  }
  const server = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).ok) {
        return {
          url,
          close: () => {
            server.kill('SIGTERM');
            rmSync(dir, { recursive: true, force: true });
          },
        };
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
  throw new Error('the bare Next.js control did not start');
}
