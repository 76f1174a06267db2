// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bootNames,
  HYDRATE_ATTR,
  HYDRATE_IF_STORED_ATTR,
  HYDRATED_ATTR,
  hydrateIfStored,
  PENDING_ATTR,
  SHOWN_UNTIL_ATTR,
  STORED_FLAG_SEPARATOR,
} from './hydrationProtocol';

const root = join(import.meta.dirname, '..', '..');

function* stylesheets(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* stylesheets(path);
    else if (entry.name.endsWith('.scss')) yield path;
  }
}

describe('hydrationProtocol', () => {
  it('the stylesheets that draw a held click select the attribute the boot script and React set', () => {
    // Sass cannot import the constant: the selectors are checked here instead
    for (const file of ['app/globals.scss', 'src/ui/LinkPendingHint.module.scss'])
      expect(readFileSync(join(root, file), 'utf8'), file).toContain(`[${PENDING_ATTR}]`);
  });

  it('no stylesheet selects a hydration attribute by another name', () => {
    const names = new Set([HYDRATED_ATTR, HYDRATE_ATTR, HYDRATE_IF_STORED_ATTR, SHOWN_UNTIL_ATTR, PENDING_ATTR]);
    const files = [...stylesheets(join(root, 'app')), ...stylesheets(join(root, 'src'))];
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const css = readFileSync(file, 'utf8');
      for (const [, attr] of css.matchAll(/\[\s*(data-[\w-]*(?:pending|hydrat|until)[\w-]*)/gi))
        expect(names, `${attr} in ${relative(root, file)}`).toContain(attr);
    }
  });

  it('writes a stored flag as key and field, and refuses a field the boot script could not split off', () => {
    expect(hydrateIfStored('persist:my site', 'autoplayPaused')).toBe(
      `persist:my site${STORED_FLAG_SEPARATOR}autoplayPaused`,
    );
    expect(() => hydrateIfStored('persist:x', 'auto paused')).toThrow(/without spaces/);
  });

  it('gives the boot script its names as plain JSON', () => {
    expect(JSON.parse(JSON.stringify(bootNames))).toEqual(bootNames);
  });
});
