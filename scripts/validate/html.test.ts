// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classify } from './html.ts';

describe("the Nu HTML Checker's messages", () => {
  it('fails on errors, prints warnings, only counts plain info', () => {
    expect(classify({ type: 'error', message: 'Duplicate ID “main”.' })).toBe('error');
    expect(classify({ type: 'non-document-error', subType: 'io', message: 'cannot read' })).toBe('error');
    expect(classify({ type: 'info', subType: 'warning', message: 'Section lacks heading.' })).toBe('warning');
    expect(classify({ type: 'info', message: 'Trailing slash on void elements has no effect' })).toBe('info');
  });
});
