import 'server-only';
import * as z from '@/domain/zod';
import { COURSE_MODES } from '@/domain/courseDetail';
import type { Programme } from '@/domain/courses';
import {
  csvTable,
  OPEN_DATA_NAMES,
  OPEN_DATA_TYPES,
  OPEN_RECORD_SCHEMAS,
  openDataFileSchema,
  type OpenRecord,
} from '@/domain/openData';
import {
  COURSE_LIST_NAMES,
  COURSE_LISTS,
  paths,
  PROGRAMME_INTROS,
  PROGRAMME_KEYS,
  SCREENS,
  type OpenDataFormat,
  type OpenDataSet,
  type ProgrammeKey,
} from '@/domain/paths';
import { programmeLabel } from '@/lib/labels';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/url';
import { content } from '@/server/contentRegistry';
import { database } from '@/server/database';

const programmeOf = (programme: ProgrammeKey): Programme => content(`courses/${programme}.json`);

function programmes(): OpenRecord<'programmes'>[] {
  return PROGRAMME_KEYS.map((key) => {
    const p = programmeOf(key);
    const name = programmeLabel(key);
    return {
      key,
      name: name.zh,
      subName: name.en,
      degree: p.degree.title,
      subDegree: p.degree.subTitle,
      years: p.years,
      minimumCredits: p.credits.minimum,
      description: p.introduction.desc,
      subDescription: p.introduction.subDesc,
      courseMode: COURSE_MODES[p.teaching.courseMode].en,
      tuitionPerSemester: p.teaching.tuition,
      currency: p.teaching.currency,
      url: absoluteUrl(SCREENS[PROGRAMME_INTROS[key]]),
    };
  });
}

function courses(): OpenRecord<'courses'>[] {
  const fullTime = new Set(content('people/fullTime.json').map((p) => p.id));
  return COURSE_LIST_NAMES.flatMap((list) => {
    const { programme, kind } = COURSE_LISTS[list];
    return programmeOf(programme)[kind].flatMap((group) =>
      group.banner.map((c) => ({
        programme,
        kind: kind === 'requiredCoreCourses' ? ('required' as const) : ('elective' as const),
        yearGroup: group.title,
        subYearGroup: group.subTitle,
        id: c.id,
        title: c.title,
        subTitle: c.subTitle,
        description: c.desc,
        subDescription: c.subDesc,
        teacher: c.teacher === undefined ? null : `${fullTime.has(c.teacher) ? 'fullTime' : 'partTime'}/${c.teacher}`,
        url: absoluteUrl(paths.course(list, group.id, c.id)),
      })),
    );
  });
}

function people(): OpenRecord<'people'>[] {
  const profile = (list: 'fullTime' | 'partTime', id: number) => absoluteUrl(paths.profile(list, id));
  return [
    ...content('people/fullTime.json').map((p) => ({
      person: `fullTime/${p.id}`,
      list: 'fullTime' as const,
      id: p.id,
      name: p.name,
      subName: p.subName,
      title: p.title,
      subTitle: p.subTitle,
      role: p.categoryName,
      subRole: p.categorySubName,
      email: p.email ?? null,
      url: profile('fullTime', p.id),
    })),
    ...content('people/partTime.json').map((p) => ({
      person: `partTime/${p.id}`,
      list: 'partTime' as const,
      id: p.id,
      name: p.name,
      subName: p.subName,
      title: p.title,
      subTitle: p.subTitle,
      role: '',
      subRole: '',
      email: null,
      url: profile('partTime', p.id),
    })),
    ...content('people/visiting.json').map((p) => ({
      person: `visiting/${p.id}`,
      list: 'visiting' as const,
      id: p.id,
      name: p.name,
      subName: p.subName,
      title: p.country,
      subTitle: p.subCountry,
      role: '',
      subRole: p.subDesc,
      email: null,
      url: absoluteUrl(paths.visitor(p.id)),
    })),
    ...content('people/staff.json').map((p) => ({
      person: `staff/${p.id}`,
      list: 'staff' as const,
      id: p.id,
      name: p.name,
      subName: p.subName,
      title: p.title,
      subTitle: p.subTitle,
      role: p.categoryName,
      subRole: p.categorySubName,
      email: p.email ?? null,
      url: absoluteUrl(SCREENS.staffs),
    })),
  ];
}

const news = (): OpenRecord<'news'>[] =>
  database()
    .news.summaries()
    .map((n) => ({ ...n, url: absoluteUrl(n.url) }));

const RECORDS: { [S in OpenDataSet]: () => OpenRecord<S>[] } = { programmes, courses, people, news };

/** A set's file: its name, licence, publisher and source, then its records. */
function dataFile<S extends OpenDataSet>(set: S) {
  const name = OPEN_DATA_NAMES[set];
  return {
    title: `${site.name} ${name.zh}`,
    subTitle: `${site.subName}: ${name.en}`,
    publisher: site.subName,
    licence: { name: site.dataLicence, url: site.dataLicenceUrl },
    source: absoluteUrl(SCREENS.home),
    records: RECORDS[set](),
  };
}

/** An open data file's body and type: the set's JSON, its CSV table, or the JSON Schema of its JSON. */
export function openDataFile(set: OpenDataSet, format: OpenDataFormat): { body: string; type: string } {
  const type = `${OPEN_DATA_TYPES[format]}; charset=utf-8${format === 'csv' ? '; header=present' : ''}`;
  if (format === 'schema') {
    const schema = z.toJSONSchema(openDataFileSchema(set), { target: 'draft-2020-12' });
    return {
      body: `${JSON.stringify({ ...schema, $id: absoluteUrl(paths.openData(set, 'schema')) }, null, 2)}\n`,
      type,
    };
  }
  const file = dataFile(set);
  if (format === 'json') return { body: `${JSON.stringify(file, null, 2)}\n`, type };
  const columns = Object.keys(OPEN_RECORD_SCHEMAS[set].shape);
  return { body: csvTable(columns, file.records as Record<string, unknown>[]), type };
}
