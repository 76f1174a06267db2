import 'server-only';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { readSettings } from '@/config/settings';
import { checkAndPrepare, contentReport, type ContentProblem } from '@/server/contentCheck';
import { resyncForPreview } from '@/server/database';
import { imageProblem } from '@/domain/media';
import { sniffImage } from '@/domain/sniff';
import { storableOriginal } from '@/server/media/process';
import { sanitiseSvg, svgProblem } from '@/server/media/svg';
import { bilingualMessage } from './messages';

/*
 * The editor's server side (npm run edit only): every save is checked by the content check on the
 * files as they would be, written only if it passes, committed to git, and synced for the preview.
 */

export interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

/** The folder the editor writes and commits to: EDIT_DIR, or the project itself. */
export const editRoot = () => readSettings().editor.dir;

const decode = (base64url: string) => Buffer.from(base64url, 'base64url');

/** The content check of the content folder and images with the update applied, in a scratch copy. */
export function checkUpdate(root: string, update: Update): ContentProblem[] {
  const scratch = mkdtempSync(join(tmpdir(), 'scuid-edit-'));
  try {
    cpSync(join(root, 'content'), join(scratch, 'content'), { recursive: true });
    // the images' derivatives are not content (and can be many)
    const media = join(root, 'public', 'static', '_media');
    cpSync(join(root, 'public', 'static'), join(scratch, 'public', 'static'), {
      recursive: true,
      filter: (source) => source !== media,
    });
    for (const { path, contents } of update.additions) {
      const target = join(scratch, path);
      if (relative(scratch, target).startsWith('..')) continue;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, decode(contents));
    }
    for (const { path } of update.deletions) rmSync(join(scratch, path), { force: true });
    return contentReport({ dir: join(scratch, 'content'), staticDir: join(scratch, 'public', 'static') }).problems.map(
      (p) => ({ ...p, file: p.file.replace(scratch + '/', '') }),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Keystatic's place for an upload of a news entry's documents: {folder}/{YYYY}/{newsId}-{name}/{file}. */
const KEYSTATIC_ATTACHMENT = /^public\/static\/attachments\/\d{4}\/(\d+)-[a-z0-9-]+\/([^/]+)$/;

/**
 * The save with each uploaded document moved from where Keystatic puts it (beside the entry's slug) to the place
 * its front matter names, public/static/attachments/{newsId}/{file}; the same update when it has none.
 */
export function placeAttachments(update: Update): Update {
  if (!update.additions.some((a) => KEYSTATIC_ATTACHMENT.test(a.path))) return update;
  return {
    ...update,
    additions: update.additions.map((a) => {
      const m = KEYSTATIC_ATTACHMENT.exec(a.path);
      return m ? { ...a, path: `public/static/attachments/${m[1]}/${m[2]}` } : a;
    }),
  };
}

const IMAGE_UPLOAD = /^public\/static\/(?!attachments\/)(?!_media\/).+\.(?:jpe?g|png|webp|avif|svg|heic|heif)$/i;

/**
 * The save with its images as the site keeps them: an SVG that holds script, event handlers or references outside
 * the file refused, any other stored as the sanitiser writes it,
 * a photograph upright, at most MEDIA_LIMITS.maxSide on its longer side and without its metadata (its GPS
 * position must not reach the repository); and the problems of images that cannot be taken (not an image, HEIC,
 * over the size or pixel caps), so that nothing is written.
 */
export async function prepareImages(update: Update): Promise<{ update: Update; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const additions = await Promise.all(
    update.additions.map(async (addition) => {
      if (!IMAGE_UPLOAD.test(addition.path)) return addition;
      const bytes = decode(addition.contents);
      const problem = imageProblem(sniffImage(bytes), bytes.length);
      if (problem) {
        problems.push({ file: addition.path, message: problem });
        return addition;
      }
      if (/\.svg$/i.test(addition.path)) {
        // refused rather than quietly changed: the editor learns that the file carried something that would run
        const text = bytes.toString('utf8');
        const svgRefusal = svgProblem(text);
        if (svgRefusal) {
          problems.push({ file: addition.path, message: svgRefusal });
          return addition;
        }
        return { ...addition, contents: Buffer.from(sanitiseSvg(text).svg).toString('base64url') };
      }
      try {
        const stored = await storableOriginal(bytes);
        return { ...addition, contents: stored.bytes.toString('base64url') };
      } catch (error) {
        problems.push({ file: addition.path, message: (error as Error).message });
        return addition;
      }
    }),
  );
  return { update: { ...update, additions }, problems };
}

/** The answer the form shows when a save is refused: one line per problem, in both languages. */
export function refusal(problems: ContentProblem[]): string {
  const lines = problems.map(
    (p) => `${p.file}${p.line ? `:${p.line}` : ''}${p.field ? ` ${p.field}` : ''}: ${bilingualMessage(p.message)}`,
  );
  return `未存檔，內容有問題 / Not saved, the content has problems:\n${lines.join('\n')}`;
}

function git(root: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8', env });
  if (r.status !== 0) throw new Error(`git ${args[0]}: ${(r.stderr || r.stdout || String(r.error)).trim()}`);
  return r.stdout.trim();
}

/** EDIT_AUTHOR as git's identity variables; nothing when git's own user is to be used. */
export function authorEnv(author = readSettings().editor.author): Record<string, string> {
  const m = author ? /^(.+?) <(.+)>$/.exec(author.trim()) : null;
  if (!m) return {};
  const [name, email] = [m[1]!, m[2]!];
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
}

/** One commit for one save: the files it wrote and removed, nothing else of the working tree. */
export function commitUpdate(root: string, update: Update): string | undefined {
  const paths = [...update.additions.map((a) => a.path), ...update.deletions.map((d) => d.path)];
  if (!paths.length) return undefined;
  git(root, ['add', '-A', '--', ...paths]);
  const staged = git(root, ['diff', '--cached', '--name-only', '--', ...paths]);
  if (!staged) return undefined;
  const what = paths.length === 1 ? paths[0] : `${paths[0]} and ${paths.length - 1} more`;
  git(
    root,
    ['commit', '--quiet', '-m', `Editor: ${update.additions.length ? 'saved' : 'deleted'} ${what}`, '--', ...paths],
    {
      ...process.env,
      ...authorEnv(),
    },
  );
  return git(root, ['rev-parse', 'HEAD']);
}

/** The next free news id: one more than the highest of the news files. */
export function nextNewsId(root: string): number {
  let max = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      const m = /^(\d+)-.*\.md$/.exec(entry.name);
      if (entry.isFile() && m) max = Math.max(max, Number(m[1]));
    }
  };
  walk(join(root, 'content', 'news'));
  return max + 1;
}

/** After a save: the preview's database follows the news files. */
export function afterSave(): void {
  try {
    resyncForPreview();
  } catch (error) {
    console.error(`[edit] the preview could not sync the news: ${(error as Error).message}`);
  }
  // the preview's photographs: the derivatives of new ones, in the background (the save is answered already);
  // until they are there, the development server shows the originals
  const root = editRoot();
  checkAndPrepare({ dir: join(root, 'content'), staticDir: join(root, 'public', 'static') }).then(
    (report) => report.ok || console.error(`[edit] the preview's images: ${report.texts.join('; ')}`),
    (error: unknown) => console.error(`[edit] the preview's images: ${(error as Error).message}`),
  );
}
