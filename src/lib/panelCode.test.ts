import { describe, expect, it } from 'vitest';
import { panelCode } from './panelCode';

describe('panelCode', () => {
  it('is nothing until loaded, then the module at once: a panel reads its cache in its first render', async () => {
    const client = { answer: 42 };
    const code = panelCode(async () => client);
    expect(code.loaded()).toBeUndefined();
    expect(await code.load()).toBe(client);
    expect(code.loaded()).toBe(client);
  });

  it('stays nothing when the import fails, and the load says so', async () => {
    const code = panelCode(async () => Promise.reject(new Error('offline')));
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
  });
});
