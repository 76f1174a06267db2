import { describe, expect, it } from 'vitest';
import { id, text } from './fields';
import * as z from './zod';

describe('the domain zod (zod/mini)', () => {
  it("gives the English messages mini leaves out, so a content file's problem says what is wrong", () => {
    expect(text.safeParse(3).error?.issues[0]?.message).toBe('Invalid input: expected string, received number');
    expect(id.safeParse(1.5).error?.issues[0]?.message).toMatch(/expected int/);
    expect(z.array(z.string()).check(z.minLength(1)).safeParse([]).error?.issues[0]?.message).toMatch(/^Too small/);
  });

  it('keeps the messages a schema gives', () => {
    expect(text.safeParse('  ').error?.issues[0]?.message).toBe('must not be empty');
  });
});
