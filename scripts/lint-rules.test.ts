// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('lint enforces the import direction of ARCHITECTURE.md', () => {
  it('forbids ui -> features, ui -> shell and lib -> ui', async () => {
    expect(
      await restricted('src/ui/X.tsx', "import { a } from '@/features/news/model';\nexport const b = a;\n"),
    ).not.toEqual([]);
    expect(
      await restricted('src/ui/X.tsx', "import { menus } from '../shell/content';\nexport const b = menus;\n"),
    ).not.toEqual([]);
    expect(
      await restricted('src/lib/x.ts', "import { Marquee } from '@/ui/Marquee';\nexport const b = Marquee;\n"),
    ).not.toEqual([]);
  });

  it('forbids server code in lib, ui, the shell and feature client modules', async () => {
    const code = "import { db } from '@/server/db';\nexport const b = db;\n";
    for (const file of ['src/lib/x.ts', 'src/ui/X.tsx', 'src/shell/X.tsx', 'src/features/news/client.ts']) {
      expect(await restricted(file, code), file).not.toEqual([]);
    }
    expect(
      await restricted('src/features/news/client.ts', "import { x } from './server';\nexport const b = x;\n"),
    ).not.toEqual([]);
  });

  it('allows the downward imports', async () => {
    expect(
      await restricted('src/shell/X.tsx', "import { config } from '@/lib/config';\nexport const b = config;\n"),
    ).toEqual([]);
    expect(
      await restricted('app/page.tsx', "import { Shell } from '@/shell/Shell';\nexport const b = Shell;\n"),
    ).toEqual([]);
    expect(
      await restricted('src/features/news/server.ts', "import { db } from '@/server/db';\nexport const b = db;\n"),
    ).toEqual([]);
  });
}, 60_000);
