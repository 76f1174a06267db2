// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_MAJOR, unsupportedNode } from './runtime.ts';

describe('the runtime', () => {
  it('is Node 24 or newer, as package.json and .nvmrc say', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(NODE_MAJOR);
    expect(JSON.parse(readFileSync('package.json', 'utf8')).engines.node).toBe(`>=${NODE_MAJOR}`);
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(String(NODE_MAJOR));
  });

  it('an older Node is refused with a message naming the version', () => {
    expect(unsupportedNode('20.19.2')).toMatch(/Node\.js 24 or newer is required \(this is 20\.19\.2\)/);
    expect(unsupportedNode('24.21.0')).toBeNull();
    expect(unsupportedNode('26.10.0')).toBeNull();
  });
});
