// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { findCycles, serveImportsOfScripts } from './cycles.mjs';

const textLint = new ESLint({ cwd: process.cwd() });
const RULES = ['import/no-restricted-paths', 'no-restricted-imports'];

/** The import-direction messages ESLint gives `code` as if it were the file at `filePath`. */
async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await textLint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => RULES.includes(m.ruleId ?? '')).map((m) => m.message);
}

const importing = (specifier: string) => `import * as m from '${specifier}';\nexport const b = m;\n`;

describe('lint enforces one-way layers (docs/ARCHITECTURE.md)', () => {
  it('domain/ imports nothing of ours', async () => {
    for (const specifier of ['@/lib/url', '@/ui/Img', '@/shell/content', '@/features/news', '@/server/db']) {
      expect(await restricted('src/domain/x.ts', importing(specifier)), specifier).not.toEqual([]);
    }
    expect(await restricted('src/domain/x.ts', importing('./paths'))).toEqual([]);
  });

  it('config/ imports only domain/, and browser code reads only its appConfig', async () => {
    for (const specifier of ['@/lib/url', '@/server/db', '@/features/news']) {
      expect(await restricted('src/config/x.ts', importing(specifier)), specifier).not.toEqual([]);
    }
    expect(await restricted('src/config/x.ts', importing('@/domain/paths'))).toEqual([]);
    for (const file of ['src/lib/x.ts', 'src/ui/X.tsx', 'src/shell/X.tsx', 'src/features/news/client.ts']) {
      expect(await restricted(file, importing('@/config/settings')), file).not.toEqual([]);
      expect(await restricted(file, importing('@/config/headers')), file).not.toEqual([]);
      expect(await restricted(file, importing('@/config/appConfig')), file).toEqual([]);
    }
    expect(await restricted('src/server/x.ts', importing('@/config/settings'))).toEqual([]);
  });

  it('server/ imports no feature and no part of the shell or ui, not even their models', async () => {
    for (const specifier of ['@/features/news', '@/features/news/server', '@/shell/navigation', '@/ui/Img']) {
      expect(await restricted('src/server/x.ts', importing(specifier)), specifier).not.toEqual([]);
    }
    for (const specifier of ['@/domain/news', '@/domain/paths', '@/lib/url']) {
      expect(await restricted('src/server/x.ts', importing(specifier)), specifier).toEqual([]);
    }
  });

  it('a feature reaches another feature only through its public entry', async () => {
    for (const specifier of [
      '@/features/news/server',
      '@/features/news/components/NewsCard',
      '@/features/people/server',
    ]) {
      expect(await restricted('src/features/home/x.ts', importing(specifier)), specifier).not.toEqual([]);
    }
    for (const specifier of ['@/features/news', '@/features/news/client', '../server', './HomeBanner']) {
      expect(await restricted('src/features/home/components/x.ts', importing(specifier)), specifier).toEqual([]);
    }
  });

  it('ui/, lib/ and the shell never import upwards', async () => {
    expect(await restricted('src/ui/X.tsx', importing('@/features/news'))).not.toEqual([]);
    expect(await restricted('src/ui/X.tsx', importing('../shell/content'))).not.toEqual([]);
    expect(await restricted('src/lib/x.ts', importing('@/ui/Marquee'))).not.toEqual([]);
    expect(await restricted('src/shell/X.tsx', importing('@/features/news'))).not.toEqual([]);
  });

  it('keeps server code out of lib, ui, the shell and feature client modules', async () => {
    for (const file of ['src/lib/x.ts', 'src/ui/X.tsx', 'src/shell/X.tsx', 'src/features/news/client.ts']) {
      expect(await restricted(file, importing('@/server/db')), file).not.toEqual([]);
    }
    expect(await restricted('src/features/news/client.ts', importing('./server'))).not.toEqual([]);
  });

  it('allows the downward imports', async () => {
    expect(await restricted('src/shell/X.tsx', importing('@/lib/url'))).toEqual([]);
    expect(await restricted('src/shell/X.tsx', importing('@/domain/paths'))).toEqual([]);
    expect(await restricted('app/page.tsx', importing('@/shell/Shell'))).toEqual([]);
    expect(await restricted('app/page.tsx', importing('@/features/news/components/NewsListScreen'))).toEqual([]);
    expect(await restricted('src/features/news/server.ts', importing('@/server/db'))).toEqual([]);
  });
}, 60_000);

describe('lint keeps one zod', () => {
  const zodImports = async (filePath: string, specifier: string) => {
    const [result] = await textLint.lintText(importing(specifier), { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it('schemas import zod/mini through @/domain/zod, not zod itself', async () => {
    for (const file of ['src/domain/x.ts', 'src/lib/x.ts', 'src/features/news/client.ts', 'src/server/x.ts']) {
      expect(await zodImports(file, 'zod'), file).not.toEqual([]);
      expect(await zodImports(file, 'zod/mini'), file).not.toEqual([]);
      expect(await zodImports(file, '@/domain/zod'), file).toEqual([]);
    }
    expect(await zodImports('src/domain/zod.ts', 'zod/mini')).toEqual([]);
    expect(await zodImports('src/config/settings.ts', 'zod')).toEqual([]);
  });
});

describe('lint:cycles forbids import cycles', () => {
  // real files: madge follows imports on disk
  const dir = mkdtempSync(join(process.cwd(), 'src', 'lib', 'cycle-fixture-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cyclesIn = async (...files: string[]) => (await findCycles(files.map((f) => join(dir, f)))) as string[][];

  it('two modules that import each other fail, also through the @/ alias and a type-only import', async () => {
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const name = dir.split('/').pop();
    writeFileSync(join(dir, 'e.ts'), `import { f } from '@/lib/${name}/f';\nexport const e = () => f;\n`);
    writeFileSync(join(dir, 'f.ts'), "import type { e } from './e';\nexport const f = (x: typeof e) => x;\n");
    const cycles = await cyclesIn('a.ts', 'b.ts', 'e.ts', 'f.ts');
    expect(cycles.map((c) => c.map((f) => f.split('/').pop()).sort())).toEqual([
      ['a.ts', 'b.ts'],
      ['e.ts', 'f.ts'],
    ]);
  });

  it('a chain without a way back passes', async () => {
    writeFileSync(join(dir, 'c.ts'), "import { d } from './d';\nexport const c = () => d;\n");
    writeFileSync(join(dir, 'd.ts'), 'export const d = 1;\n');
    expect(await cyclesIn('c.ts', 'd.ts')).toEqual([]);
  });
}, 60_000);

describe('lint:cycles keeps serve/ from importing scripts/', () => {
  it('passes on the project, and names a module of serve/ that imports one of scripts/', async () => {
    expect(await serveImportsOfScripts()).toEqual([]);
    const file = join(process.cwd(), 'serve', `upward-fixture-${process.pid}.ts`);
    writeFileSync(file, "import '../scripts/readme.ts';\n");
    try {
      expect(await serveImportsOfScripts()).toEqual([`serve/upward-fixture-${process.pid}.ts -> scripts/readme.ts`]);
    } finally {
      rmSync(file, { force: true });
    }
  });
}, 60_000);
