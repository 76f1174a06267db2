import 'server-only';
import { createHash } from 'node:crypto';
import { hasDetail } from '@/domain/courseDetail';
import type { Course } from '@/domain/courses';
import { COURSE_LIST_NAMES, COURSE_LISTS, paths, SCREENS } from '@/domain/paths';
import type { SearchType } from '@/domain/search';
import { labels } from '@/lib/labels';
import { pageLabels } from '@/lib/pageLabels';
import type { MenuEntry } from '@/domain/menus';
import { content } from '../contentRegistry';
import type { NewsTableRow } from '../news';
import { collapse, htmlToText } from './html';

/** A record as the index sees it: shown fields in both languages, plain text for snippets. */
export interface SearchDocument {
  key: string;
  type: SearchType;
  url: string;
  title: string;
  subTitle: string;
  /** Chinese plain text (snippets), also indexed */
  body: string;
  /** English plain text (sub-snippets), also indexed */
  subBody: string;
  displayDate: string | null;
  categoryId: number | null;
  year: number | null;
}

const join = (...parts: (string | undefined | null)[]) =>
  collapse(parts.filter(Boolean).join(' · ').replace(/\n+/g, ' '));

const doc = (d: Omit<SearchDocument, 'displayDate' | 'categoryId' | 'year'>): SearchDocument => ({
  ...d,
  displayDate: null,
  categoryId: null,
  year: null,
});

/** The columns of a news row the index reads. */
export type NewsRow = Pick<
  NewsTableRow,
  'news_id' | 'category_id' | 'title' | 'sub_title' | 'description' | 'sub_description' | 'content' | 'display_date'
>;

/** A news item: title and subTitle; description and the Chinese body, subDescription and the English one. */
export function newsDocument(r: NewsRow): SearchDocument {
  const text = htmlToText(r.content);
  return {
    key: `news:${r.news_id}`,
    type: 'news',
    url: paths.newsItem(r.news_id),
    title: r.title,
    subTitle: r.sub_title,
    body: join(r.description, text.zh),
    subBody: join(r.sub_description, text.en),
    displayDate: r.display_date,
    categoryId: r.category_id,
    year: Number(r.display_date.slice(0, 4)),
  };
}

function peopleDocuments(): SearchDocument[] {
  const out: SearchDocument[] = [];
  const people = [
    { kind: 'fullTime', list: content('people/fullTime.json'), url: (id: number) => paths.profile('fullTime', id) },
    { kind: 'staff', list: content('people/staff.json'), url: () => SCREENS.staffs },
  ] as const;
  for (const { kind, list, url } of people) {
    for (const p of list) {
      out.push(
        doc({
          key: `person:${kind}:${p.id}`,
          type: 'person',
          url: url(p.id),
          title: p.name,
          subTitle: p.subName,
          body: join(p.categoryName, p.title, p.desc, ...p.content.map((s) => `${s.title} ${s.desc}`)),
          subBody: join(
            p.categorySubName,
            p.subTitle,
            p.subDesc,
            ...p.content.map((s) => `${s.subTitle} ${s.subDesc}`),
          ),
        }),
      );
    }
  }
  for (const p of content('people/partTime.json')) {
    out.push(
      doc({
        key: `person:partTime:${p.id}`,
        type: 'person',
        url: paths.profile('partTime', p.id),
        title: p.name,
        subTitle: p.subName,
        body: join(p.title, p.desc),
        subBody: join(p.subTitle, p.subDesc),
      }),
    );
  }
  for (const p of content('people/visiting.json')) {
    out.push(
      doc({
        key: `person:visiting:${p.id}`,
        type: 'person',
        url: SCREENS.visitingProfessors,
        title: p.name,
        subTitle: p.subName,
        body: join(p.country),
        subBody: join(p.subCountry, p.subDesc),
      }),
    );
  }
  return out;
}

function courseDocuments(): SearchDocument[] {
  const teachers = new Map<number, { name: string; subName: string }>();
  for (const p of [...content('people/fullTime.json'), ...content('people/partTime.json')]) teachers.set(p.id, p);
  const out: SearchDocument[] = [];
  for (const list of COURSE_LIST_NAMES) {
    const { programme, kind } = COURSE_LISTS[list];
    for (const group of content(`courses/${programme}.json`)[kind]) {
      for (const course of group.banner as Course[]) {
        const teacher = course.teacher === undefined ? undefined : teachers.get(course.teacher);
        out.push(
          doc({
            key: `course:${list}:${group.id}:${course.id}`,
            type: 'course',
            url: hasDetail(course) ? paths.course(list, group.id, course.id) : SCREENS[list],
            title: course.title,
            subTitle: course.subTitle,
            body: join(course.desc, teacher?.name),
            subBody: join(course.subDesc, teacher?.subName),
          }),
        );
      }
    }
  }
  return out;
}

function schoolDocuments(): SearchDocument[] {
  return (['europe', 'asia'] as const).flatMap((region) =>
    content(`schools/${region}.json`).map((s) =>
      doc({
        key: `school:${region}:${s.id}`,
        type: 'school',
        url: SCREENS[region],
        title: s.school,
        subTitle: s.desc,
        body: s.country,
        subBody: s.subCountry,
      }),
    ),
  );
}

/** The comparison's words: each programme's degree, credit parts and admission routes (the courses have their own). */
function comparison(): { zh: string; en: string } {
  const programmes = [content('courses/ba.json'), content('courses/ma.json')];
  const words = (zh: boolean) =>
    join(
      ...programmes.flatMap((p) =>
        [p.degree, ...p.credits.parts, ...p.admissionRoutes].map((x) => (zh ? x.title : x.subTitle)),
      ),
    );
  return { zh: words(true), en: words(false) };
}

/**
 * The text a page shows besides lists of records: introductions, contact details, milestones, the statement, the
 * programme comparison.
 */
function pageTexts(): Record<string, { zh: string; en: string }> {
  const about = content('about.json');
  const contact = content('contact.json');
  const milestones = content('milestones.json');
  const home = content('home.json');
  const site = content('site.json');
  const statement = content('accessibility.json');
  const programme = (p: 'ba' | 'ma') => {
    const { introduction, credits } = content(`courses/${p}.json`);
    const { bridging } = credits;
    return {
      zh: join(
        introduction.desc,
        ...credits.parts.map((c) => `${c.title} ${c.credits}`),
        bridging ? `${bridging.title} ${bridging.min}–${bridging.max}` : '',
        ...credits.notes.map((n) => n.desc),
      ),
      en: join(
        introduction.subDesc,
        ...credits.parts.map((c) => `${c.subTitle} ${c.credits}`),
        bridging ? `${bridging.subTitle} ${bridging.min}–${bridging.max}` : '',
        ...credits.notes.map((n) => n.subDesc),
      ),
    };
  };
  return {
    [SCREENS.home]: { zh: join(site.name, home.tagline), en: join(site.subName, home.subTagline) },
    [SCREENS.aboutUs]: {
      zh: join(about.introduction.desc, about.logo.desc),
      en: join(about.introduction.subDesc, about.logo.subDesc),
    },
    [SCREENS.baIntroduce]: programme('ba'),
    [SCREENS.maIntroduce]: programme('ma'),
    [SCREENS.milestone]: {
      zh: join(...milestones.map((m) => `${m.year} ${m.content.map((c) => c.desc).join(' ')}`)),
      en: join(...milestones.map((m) => `${m.year} ${m.content.map((c) => c.subDesc).join(' ')}`)),
    },
    [SCREENS.contactUs]: {
      zh: join(
        contact.address,
        `${pageLabels.tel.zh} ${contact.tel}`,
        `${pageLabels.fax.zh} ${contact.fax}`,
        contact.email,
        contact.hours,
      ),
      en: join(
        contact.subAddress,
        `${pageLabels.tel.en} ${contact.tel}`,
        `${pageLabels.fax.en} ${contact.fax}`,
        contact.email,
        contact.subHours,
      ),
    },
    [paths.programmes]: comparison(),
    [paths.accessibility]: {
      zh: join(
        statement.introduction.desc,
        ...statement.limits.flatMap((l) => [l.title, l.desc]),
        statement.feedback.desc,
        statement.contact.email,
      ),
      en: join(
        statement.introduction.subDesc,
        ...statement.limits.flatMap((l) => [l.subTitle, l.subDesc]),
        statement.feedback.subDesc,
        statement.contact.email,
      ),
    },
  };
}

/**
 * A path named by several menu entries takes the deepest, first in menu order, as the page heading does. A second-
 * level entry carries its parent's title (大學部課程 · 課程介紹), so BA and MA introductions are told apart.
 */
function pageDocuments(): SearchDocument[] {
  const texts = pageTexts();
  const best = new Map<string, { entry: MenuEntry; parent: MenuEntry | null; depth: number; order: number }>();
  let order = 0;
  const walk = (entries: MenuEntry[], parent: MenuEntry | null, depth: number) => {
    for (const entry of entries) {
      order += 1;
      if (entry.to && entry.type !== 'a') {
        const seen = best.get(entry.to);
        if (!seen || depth > seen.depth) best.set(entry.to, { entry, parent, depth, order });
      }
      if (entry.children) walk(entry.children, entry, depth + 1);
    }
  };
  walk(content('menus.json').menus, null, 0);
  const pages = [...best.entries()]
    .sort((a, b) => a[1].order - b[1].order)
    .map(([path, { entry, parent, depth }]) => ({
      path,
      title: depth >= 2 && parent ? `${parent.title} · ${entry.title}` : entry.title,
      subTitle: depth >= 2 && parent ? `${parent.subTitle} · ${entry.subTitle}` : entry.subTitle,
    }));
  if (!best.has(SCREENS.home)) pages.unshift({ path: SCREENS.home, title: labels.home.zh, subTitle: labels.home.en });
  // outside the menus: the statement named as the footer names it, the comparison as its page
  const { zh, en } = pageLabels.accessibilityStatement;
  pages.push({ path: paths.accessibility, title: zh, subTitle: en });
  const comparisonTitle = pageLabels.programmeComparison;
  pages.push({ path: paths.programmes, title: comparisonTitle.zh, subTitle: comparisonTitle.en });
  return pages.map((p) =>
    doc({
      key: `page:${p.path}`,
      type: 'page',
      url: p.path,
      title: p.title,
      subTitle: p.subTitle,
      body: texts[p.path]?.zh ?? '',
      subBody: texts[p.path]?.en ?? '',
    }),
  );
}

export function departmentDocuments(): SearchDocument[] {
  return [...pageDocuments(), ...peopleDocuments(), ...courseDocuments(), ...schoolDocuments()];
}

/** Tells whether the stored documents are current. */
export function documentsHash(docs: SearchDocument[]): string {
  return createHash('sha256').update(JSON.stringify(docs)).digest('base64url').slice(0, 22);
}
