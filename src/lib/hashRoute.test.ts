import { describe, expect, it } from 'vitest';
import { hashFor, matchHash } from './hashRoute';

describe('hash routes', () => {
  it('matches the overlay forms and converts ids to numbers', () => {
    expect(matchHash('#news/42', 'news/:id')).toEqual({ pattern: 'news/:id', params: { id: 42 } });
    expect(matchHash('#teacher/introduce/3', 'teacher/introduce/:id')?.params).toEqual({ id: 3 });
    expect(matchHash('#teacher/partTimeProfessors/12', 'teacher/partTimeProfessors/:id')?.params).toEqual({ id: 12 });
    expect(matchHash('#baRequiredCoreCourses/2/7', 'baRequiredCoreCourses/:id/:detailId')?.params).toEqual({
      id: 2,
      detailId: 7,
    });
    expect(matchHash('maElectiveCourses/1/012', 'maElectiveCourses/:id/:detailId')?.params).toEqual({
      id: 1,
      detailId: 12,
    });
  });
  it('gives null for ids that are not numbers, never throwing', () => {
    expect(matchHash('#news/abc', 'news/:id')?.params).toEqual({ id: null });
    expect(matchHash('#news/-1', 'news/:id')?.params).toEqual({ id: null });
    expect(matchHash('#news/0', 'news/:id')?.params).toEqual({ id: null });
    expect(matchHash('#news/1.5', 'news/:id')?.params).toEqual({ id: null });
    expect(matchHash('#news/%E0%A4%A', 'news/:id')?.params).toEqual({ id: null });
    expect(matchHash('#news/99999999999999999999', 'news/:id')?.params).toEqual({ id: null });
  });
  it('does not match other forms', () => {
    expect(matchHash('', 'news/:id')).toBeNull();
    expect(matchHash('#news', 'news/:id')).toBeNull();
    expect(matchHash('#news/1/2', 'news/:id')).toBeNull();
    expect(matchHash('#teacher/introduce/3', 'teacher/partTimeProfessors/:id')).toBeNull();
    expect(matchHash('#main', 'news/:id')).toBeNull();
  });
  it('tolerates a leading slash and a trailing slash', () => {
    expect(matchHash('#/news/5/', 'news/:id')?.params).toEqual({ id: 5 });
  });
  it('builds hashes', () => {
    expect(hashFor('news/:id', { id: 3 })).toBe('#news/3');
    expect(hashFor('baElectiveCourses/:id/:detailId', { id: 2, detailId: 7 })).toBe('#baElectiveCourses/2/7');
  });
});
