import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Programme } from '@/domain/courses';
import type { ProgrammeKey } from '@/domain/paths';
import { ProgrammeComparison } from './ProgrammeComparison';

/** The content files as they are on disk; a test may swap in a changed copy of one. */
const onDisk = (p: ProgrammeKey): Programme =>
  JSON.parse(readFileSync(join(process.cwd(), 'content', 'courses', `${p}.json`), 'utf8')) as Programme;
const swapped: Partial<Record<ProgrammeKey, Programme>> = {};

vi.mock('../server', async (original) => ({
  ...(await original<typeof import('../server')>()),
  readProgramme: (p: ProgrammeKey) => swapped[p] ?? onDisk(p),
}));

afterEach(() => {
  delete swapped.ba;
  delete swapped.ma;
});

const SITE = 'http://localhost:3000';
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A fact's row: its header, then the BA cell and the MA cell. */
function row(name: string) {
  const tr = screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
  const [ba, ma] = within(tr).getAllByRole('cell');
  return { ba: ba!, ma: ma! };
}

/** The numbers a cell shows, in order. */
const numbers = (cell: Element) => [...cell.querySelectorAll('strong')].map((s) => s.textContent);

function jsonLd(container: HTMLElement) {
  const script = container.querySelector('script[type="application/ld+json"]')!;
  return JSON.parse(script.textContent!) as Record<string, unknown>[];
}

describe('the programme comparison', () => {
  it('shows each programme’s length, degree, credits and their split as the content files give them', () => {
    render(<ProgrammeComparison />);
    const [ba, ma] = [onDisk('ba'), onDisk('ma')];
    expect(
      screen.getAllByRole('columnheader').map((th) => [text(th), th.querySelector('a')?.getAttribute('href')]),
    ).toEqual([
      ['大學部 BA programme', '/industrial/baCourse/introduce'],
      ['碩士班 MA programme', '/industrial/maCourse/introduce'],
    ]);
    expect(text(row('修業年限').ba)).toBe('4 年 years');
    expect(text(row('修業年限').ma)).toBe('2 年 years');
    expect(text(row('授予學位').ba)).toBe('設計學士 Bachelor of Design');
    expect(text(row('授予學位').ma)).toBe('設計碩士 Master of Design');
    expect(numbers(row('最低畢業學分').ba)).toEqual(['128']);
    expect(numbers(row('最低畢業學分').ma)).toEqual(['30', '6–12']);
    expect(text(row('最低畢業學分').ma)).toContain(
      'Extra undergraduate courses for students without a design background',
    );
    expect(numbers(row('學分組成').ba)).toEqual(['14', '56', '30', '28']);
    expect(numbers(row('學分組成').ma)).toEqual(['12', '18']);
    expect(text(row('學分組成').ma)).toMatch(/^必修課程 Required Courses 4 門課程 courses 12 學分 credits/);
    // the same numbers as the files, in the files' order
    expect(numbers(row('學分組成').ba)).toEqual(ba.credits.parts.map((p) => String(p.credits)));
    expect(numbers(row('學分組成').ma)).toEqual(ma.credits.parts.map((p) => String(p.credits)));
  });

  it('takes every number from the content: a changed copy of the files changes the page', () => {
    const ba = onDisk('ba');
    ba.years = 5;
    ba.credits.minimum = 132;
    ba.credits.parts[0]!.credits = 18;
    ba.degree = { title: '工學學士', subTitle: 'Bachelor of Engineering' };
    const ma = onDisk('ma');
    ma.credits.bridging = { ...ma.credits.bridging!, min: 9, max: 9 };
    ma.credits.parts[0]!.courses = 5;
    swapped.ba = ba;
    swapped.ma = ma;
    const { container } = render(<ProgrammeComparison />);
    expect(text(row('修業年限').ba)).toBe('5 年 years');
    expect(text(row('授予學位').ba)).toBe('工學學士 Bachelor of Engineering');
    expect(numbers(row('最低畢業學分').ba)).toEqual(['132']);
    expect(numbers(row('最低畢業學分').ma)).toEqual(['30', '9']);
    expect(numbers(row('學分組成').ba)).toEqual(['18', '56', '30', '28']);
    expect(text(row('學分組成').ma)).toContain('5 門課程 courses');
    const [programme] = jsonLd(container);
    expect(programme).toMatchObject({ numberOfCredits: 132, timeToComplete: 'P5Y' });
    expect(programme!.educationalCredentialAwarded).toMatchObject({ name: '工學學士' });
  });

  it('links each required course with a page to it, names the others, and links each admission route', () => {
    render(<ProgrammeComparison />);
    const courses = row('必修課程');
    const maLinks = within(courses.ma).getAllByRole('link');
    expect(maLinks.map((a) => [text(a), a.getAttribute('href')])).toEqual([
      ['設計研究方法論 Design Research Methodology', '/maRequiredCoreCourses/1/511'],
      ['進階設計專題 Advanced Design Studio', '/maRequiredCoreCourses/2/521'],
    ]);
    expect(within(courses.ma).getAllByRole('listitem')).toHaveLength(4);
    expect(within(courses.ba).getAllByRole('listitem')).toHaveLength(18);
    expect(within(courses.ba).getByRole('link', { name: /基礎設計/ })).toHaveAttribute(
      'href',
      '/bARequiredCoreCourses/1/11',
    );
    expect(within(courses.ba).queryByRole('link', { name: /設計概論/ })).toBeNull();
    const routes = row('入學管道');
    expect(
      within(routes.ba)
        .getAllByRole('link')
        .map((a) => [text(a), a.getAttribute('href')]),
    ).toEqual([
      ['特殊選才 Special Talent Admission', '/admissions/applicationGuide'],
      ['繁星推薦 Stars Program', '/admissions/admissionNews'],
      ['個人申請 Personal Application', '/admissions/applicationGuide'],
      ['分科測驗分發 Advanced Subjects Test Placement', '/admissions/admissionNews'],
    ]);
    expect(within(routes.ma).getAllByRole('link').map(text)).toEqual([
      '甄試 Recommended Admission',
      '考試入學 Entrance Examination',
    ]);
    // every English text is marked
    for (const el of screen.getAllByText(/^[A-Z][A-Za-z ,–-]+$/)) expect(el).toHaveAttribute('lang', 'en');
  });

  it('describes both programmes as schema.org EducationalOccupationalProgram items', () => {
    const { container } = render(<ProgrammeComparison />);
    const [ba, ma] = jsonLd(container);
    expect(ba).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalProgram',
      url: `${SITE}/industrial/baCourse/introduce`,
      numberOfCredits: 128,
      timeToComplete: 'P4Y',
      educationalCredentialAwarded: {
        '@type': 'EducationalOccupationalCredential',
        name: '設計學士',
        alternateName: 'Bachelor of Design',
        credentialCategory: 'degree',
      },
      provider: { '@type': 'CollegeOrUniversity', '@id': `${SITE}/#department` },
    });
    expect(ma).toMatchObject({ numberOfCredits: 30, timeToComplete: 'P2Y' });
    const courses = ma!.hasCourse as Record<string, string>[];
    expect(courses.map((c) => [c['@type'], c.name, c.url])).toEqual([
      ['Course', '設計研究方法論', `${SITE}/maRequiredCoreCourses/1/511`],
      ['Course', '設計理論與評論', undefined],
      ['Course', '進階設計專題', `${SITE}/maRequiredCoreCourses/2/521`],
      ['Course', '論文專題討論', undefined],
    ]);
    expect(ba!.hasCourse).toHaveLength(18);
  });
});
