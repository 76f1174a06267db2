import { describe, expect, it } from 'vitest';
import { menus } from './content';
import { menuPaths, type MenuEntry } from '@/domain/menus';
import { entryFor, isActive, linkKind, sectionFor } from './navigation';
import { ROUTES as ROUTE_TABLE } from '../../tests/support/routeTable';

const e = (over: Partial<MenuEntry>): MenuEntry => ({ id: 'x', title: 't', subTitle: 's', ...over });

describe('the active-entry rule', () => {
  it('is active only when the entry path equals the current path', () => {
    const entry = e({ to: '/news' });
    expect(isActive(entry, '/news')).toBe(true);
    expect(isActive(entry, '/news/')).toBe(true);
    expect(isActive(entry, '/news?page=2')).toBe(true);
    expect(isActive(entry, '/news/teachNews')).toBe(false);
    expect(isActive(entry, '/')).toBe(false);
  });
  it('never marks external or coming-soon entries active', () => {
    expect(isActive(e({ to: 'https://x.example/', type: 'a' }), 'https://x.example/')).toBe(false);
    expect(isActive(e({}), '/')).toBe(false);
  });
  it('classifies entries', () => {
    expect(linkKind(e({ to: '/a' }))).toBe('internal');
    expect(linkKind(e({ to: 'https://a.example', type: 'a' }))).toBe('external');
    expect(linkKind(e({}))).toBe('comingSoon');
  });
});

describe('sections of the menu', () => {
  it('shows the deepest group holding the current path', () => {
    const s = sectionFor(menus, '/industrial/baCourse/electiveCourses');
    expect(s.parent?.id).toBe('baCourse');
    expect(s.trail.map((t) => t.id)).toEqual(['department', 'baCourse']);
    expect(s.entries.map((x) => x.id)).toEqual(['baIntroduce', 'baRequiredCoreCourses', 'baElectiveCourses']);
  });
  it('shows the department entries on a department page', () => {
    const s = sectionFor(menus, '/industrial/aboutUs');
    expect(s.parent?.id).toBe('department');
    expect(s.entries.map((x) => x.id)).toContain('alumni');
  });
  it('prefers the first group in menu order on a tie (award news is both News and Achievements)', () => {
    expect(sectionFor(menus, '/news/awardNews').parent?.id).toBe('news');
  });
  it('falls back to the five top-level menus', () => {
    for (const path of ['/', '/contactUs', '/unknown']) {
      const s = sectionFor(menus, path);
      expect(s.parent).toBeNull();
      expect(s.entries).toHaveLength(5);
    }
  });
  it('finds the entry of a path with its ancestors', () => {
    const found = entryFor(menus, '/industrial/professors/staffs');
    expect(found?.entry.title).toBe('行政人員');
    expect(found?.entry.subTitle).toBe('Staff');
    expect(found?.trail.map((t) => t.id)).toEqual(['department', 'professors']);
    expect(entryFor(menus, '/nope')).toBeNull();
  });
});

describe('the menus and the route table', () => {
  it('name exactly the paths of the route table', () => {
    expect([...menuPaths(menus)].sort()).toEqual([...ROUTE_TABLE].sort());
  });
  it('give every path of the route table a heading', () => {
    for (const path of ROUTE_TABLE) {
      const found = entryFor(menus, path);
      expect(found, path).not.toBeNull();
      expect(found?.entry.title.length).toBeGreaterThan(0);
      expect(found?.entry.subTitle.length).toBeGreaterThan(0);
    }
  });
});
