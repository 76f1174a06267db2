import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatZodIssue } from '@/lib/contentError';
import { menus } from '@/shell/content';
import { menusFileSchema, type MenuEntry } from '@/domain/menus';

const raw = () => JSON.parse(readFileSync('content/menus.json', 'utf8'));
const byId = (id: string, list: MenuEntry[] = menus): MenuEntry | undefined => {
  for (const m of list) {
    if (m.id === id) return m;
    const found = m.children && byId(id, m.children);
    if (found) return found;
  }
  return undefined;
};

describe('menu data', () => {
  it('has the five menus in order', () => {
    expect(menus.map((m) => m.subTitle)).toEqual(['Department', 'News', 'Achievements', 'Admissions', 'Contact Us']);
    expect(byId('admissions')?.title).toBe('申請入學');
    expect(byId('contactUs')?.to).toBe('/contactUs');
  });

  it('has every entry of the Department menu, Alumni without a target', () => {
    expect(byId('department')?.children?.map((c) => c.subTitle)).toEqual([
      'About Us',
      'BA Course',
      'MA Course',
      'Professors',
      'Alumni',
      'International Sister Schools',
      'Milestone',
    ]);
    expect(byId('alumni')?.to).toBeUndefined();
    expect(byId('sisterSchools')?.title).toBe('國際姐妹校');
    expect(byId('sisterSchools')?.to).toBe('/industrial/faculty/europe');
  });

  it('has every entry of the Achievements menu with the external ones marked', () => {
    const children = byId('achievements')?.children ?? [];
    expect(children.map((c) => c.subTitle)).toEqual([
      'International Workshop',
      'GDI Alliance',
      'Awards',
      'Exhibitions',
      'Thesis',
      'Academia and Industry Collaboration',
    ]);
    expect(byId('gdiAlliance')).toMatchObject({ type: 'a', to: expect.stringMatching(/^https:\/\//) });
    expect(byId('thesis')).toMatchObject({ type: 'a', to: expect.stringMatching(/^https:\/\//) });
    expect(byId('awards')?.to).toBe('/news/awardNews');
    expect(byId('academiaAndIndustryCollaboration')?.title).toBe('產學合作');
    expect(byId('exhibitions')?.title).toBe('展演');
    expect(byId('internationalWorkshop')?.title).toBe('國際工作營');
  });

  it('has the Admissions entries', () => {
    expect(byId('admissions')?.children?.map((c) => c.subTitle)).toEqual([
      'Admission News',
      'Application Guide',
      'Summer Workshop',
    ]);
  });

  it('gives no submenu to the entries that have none', () => {
    for (const id of [
      'exhibitions',
      'internationalWorkshop',
      'milestone',
      'aboutUs',
      'contactUs',
      'academiaAndIndustryCollaboration',
    ]) {
      expect(byId(id)?.children, id).toBeUndefined();
    }
  });

  it('uses only the known fields on every entry', () => {
    const check = (list: MenuEntry[]) => {
      for (const m of list) {
        expect(Object.keys(m).every((k) => ['id', 'title', 'subTitle', 'to', 'type', 'children'].includes(k))).toBe(
          true,
        );
        if (m.children) check(m.children);
      }
    };
    check(menus);
  });
});

describe('menu schema rejects broken files', () => {
  const fails = (mutate: (d: { menus: Record<string, unknown>[] }) => void) => {
    const d = raw();
    mutate(d);
    const r = menusFileSchema.safeParse(d);
    expect(r.success).toBe(false);
    return r.success ? '' : formatZodIssue('content/menus.json', r.error.issues);
  };

  it('names the entry and field of a missing subTitle', () => {
    expect(fails((d) => delete d.menus[1]!.subTitle)).toContain('menus[1].subTitle');
  });
  it('rejects an external entry without an http URL', () => {
    expect(fails((d) => ((d.menus[4]!.type = 'a'), (d.menus[4]!.to = '/contactUs')))).toContain('menus[4].to');
  });
  it('rejects an internal path without a leading slash', () => {
    expect(fails((d) => (d.menus[4]!.to = 'contactUs'))).toContain('menus[4].to');
  });
  it('rejects duplicate ids, unknown fields and a wrong number of menus', () => {
    expect(fails((d) => (d.menus[4]!.id = 'news'))).toContain('duplicate menu id "news"');
    expect(fails((d) => (d.menus[0]!.colour = 'red'))).toContain('menus[0]');
    expect(fails((d) => d.menus.pop())).toContain('exactly five');
  });
});
