// @vitest-environment node
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeNextBuild } from '../tests/support/fakeNextBuild.ts';
import { EAGER_COMPILE_HINT, hintEagerCompile } from './compileHints.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dist of made.splice(0)) rmSync(dist, { recursive: true, force: true });
});

describe('hintEagerCompile', () => {
  it('puts the hint first in every script chunk, once, and leaves other files alone', () => {
    const dist = fakeNextBuild();
    made.push(dist);
    const chunk = (name: string) => readFileSync(join(dist, 'static', 'chunks', name), 'utf8');
    const before = chunk('main.js');
    expect(hintEagerCompile(dist)).toBe(6);
    expect(chunk('main.js')).toBe(EAGER_COMPILE_HINT + before);
    expect(chunk('a.css')).toBe('/* a.css */');
    expect(hintEagerCompile(dist)).toBe(0);
    expect(chunk('main.js')).toBe(EAGER_COMPILE_HINT + before);
  });
});
