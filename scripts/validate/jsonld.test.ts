// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  documentLoader,
  expand,
  googleProblems,
  jsonLdBlocks,
  pageKind,
  topLevelNodes,
  vocabularyProblems,
  type PageKind,
} from './jsonld.ts';
import { Vocabulary } from './schemaorg.ts';

const vocabulary = Vocabulary.load();
const isA = (type: string, ancestor: string) => vocabulary.isA(type, ancestor);
const google = (kind: PageKind, block: object) => googleProblems(kind, topLevelNodes(block), isA).map((p) => p.message);

const ctx = { '@context': 'https://schema.org' };
const dept = { '@type': 'CollegeOrUniversity', name: 'Department of Design' };

const article = {
  ...ctx,
  '@type': 'NewsArticle',
  headline: 'Graduation show',
  image: ['https://example.edu/share/news/1.png'],
  datePublished: '2026-04-28',
  dateModified: '2026-04-28T10:00:00+08:00',
  author: dept,
};
const event = {
  ...ctx,
  '@type': 'Event',
  name: 'Graduation show',
  startDate: '2026-05-08',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  eventStatus: 'https://schema.org/EventScheduled',
  location: { '@type': 'Place', name: 'Hall', address: { '@type': 'PostalAddress', addressLocality: 'Taipei' } },
};
const course = {
  ...ctx,
  '@type': 'Course',
  name: 'Basic Design',
  description: 'The first studio.',
  provider: dept,
  hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Onsite', courseWorkload: 'PT54H' },
  offers: { '@type': 'Offer', category: 'Free' },
};
const itemList = {
  ...ctx,
  '@type': 'ItemList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, url: 'https://example.edu/baElectiveCourses/1/1' },
    { '@type': 'ListItem', position: 2, url: 'https://example.edu/baElectiveCourses/1/2' },
  ],
};
const breadcrumbs = {
  ...ctx,
  '@type': 'BreadcrumbList',
  itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.edu/' }],
};
const profile = { ...ctx, '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: 'Chou Ming-che' } };
const organization = {
  ...ctx,
  ...dept,
  description: 'A design department.',
  contactPoint: { '@type': 'ContactPoint', telephone: '+886-2-2938-6210', contactType: 'admissions' },
  address: { '@type': 'PostalAddress', postalCode: '116', addressCountry: 'TW' },
};

const without = (o: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

describe("Google's properties", () => {
  it('passes complete NewsArticle, Event, Course, ItemList, ProfilePage and Organization items', () => {
    expect(google('news', [article, event])).toEqual([]);
    expect(google('course', course)).toEqual([]);
    expect(google('courseList', [breadcrumbs, itemList])).toEqual([]);
    expect(google('profile', profile)).toEqual([]);
    expect(google('home', { '@graph': [organization] })).toEqual([]);
  });

  it('fails a NewsArticle without dateModified, or with an author without a name', () => {
    expect(google('news', without(article, 'dateModified'))).toEqual(['NewsArticle: dateModified missing']);
    expect(google('news', { ...article, author: { '@type': 'Person' } })).toEqual(['NewsArticle: author without name']);
  });

  it('fails an Event without eventStatus, with a Place without PostalAddress, or online without VirtualLocation', () => {
    expect(google('other', without(event, 'eventStatus'))).toEqual(['Event: eventStatus missing']);
    expect(google('other', { ...event, location: { '@type': 'Place', name: 'Hall' } })).toEqual([
      'Event: location (Place) without a PostalAddress address',
    ]);
    const online = { ...event, eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode' };
    expect(google('other', online)).toEqual(['Event: an online event needs a VirtualLocation with url']);
    const virtual = { '@type': 'VirtualLocation', url: 'https://meet.example.edu/1' };
    expect(google('other', { ...online, location: virtual })).toEqual([]);
  });

  it('fails a Course without hasCourseInstance or offers, or with instances and offers short of the rules', () => {
    expect(google('course', without(course, 'hasCourseInstance', 'offers'))).toEqual([
      'Course: hasCourseInstance missing',
      'Course: offers missing',
    ]);
    expect(google('course', { ...course, hasCourseInstance: { '@type': 'CourseInstance' } })).toEqual([
      'CourseInstance: courseMode missing',
      'CourseInstance: neither courseSchedule nor courseWorkload',
    ]);
    const schedule = { '@type': 'Schedule', repeatFrequency: 'Weekly' };
    expect(
      google('course', {
        ...course,
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Onsite', courseSchedule: schedule },
      }),
    ).toEqual([
      'CourseInstance courseSchedule: duration missing',
      'CourseInstance courseSchedule: repeatCount missing',
    ]);
    expect(google('course', { ...course, offers: { '@type': 'Offer', category: 'Tuition' } })).toEqual([
      'Course: offers category is not one of Free, Partially Free, Subscription, Paid',
    ]);
  });

  it('fails a course list page with only breadcrumbs, or ListItems without url', () => {
    expect(google('courseList', breadcrumbs)).toEqual(['ItemList missing (Google course list (carousel))']);
    const noUrl = { ...itemList, itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Basic Design' }] };
    expect(google('courseList', noUrl)).toEqual(['ItemList: ListItem without url']);
  });

  it('fails a profile page whose Person is not wrapped in a ProfilePage', () => {
    expect(google('profile', { ...ctx, '@type': 'Person', name: 'Chou Ming-che' })).toEqual([
      'ProfilePage missing (Google profile page)',
    ]);
    expect(google('profile', { ...profile, mainEntity: { '@type': 'Person' } })).toEqual([
      'ProfilePage: mainEntity without name',
    ]);
  });

  it('fails an Organization without contactPoint, description, or a postalCode', () => {
    expect(google('home', { ...dept, ...ctx, address: { '@type': 'PostalAddress', addressCountry: 'TW' } })).toEqual([
      'Organization: description missing',
      'Organization: contactPoint missing',
      'Organization: address without postalCode',
    ]);
    expect(google('home', breadcrumbs)).toEqual(['Organization missing (Google organization)']);
  });

  it("knows each page's kind from its path", () => {
    expect(pageKind('/')).toBe('home');
    expect(pageKind('/news/214')).toBe('news');
    expect(pageKind('/news/awardNews')).toBe('other');
    expect(pageKind('/industrial/baCourse/electiveCourses')).toBe('courseList');
    expect(pageKind('/bARequiredCoreCourses/1/11')).toBe('course');
    expect(pageKind('/teacher/partTimeProfessors/3')).toBe('profile');
  });
});

describe('JSON-LD and the schema.org vocabulary', () => {
  it('expands with the local schema.org context and finds no unknown term in valid data', async () => {
    for (const block of [article, event, course, itemList, profile, organization]) {
      expect(vocabularyProblems(await expand(block), vocabulary)).toEqual([]);
    }
  });

  it('fails an unknown type, an unknown property, a property on a type that does not expect it, an unknown enumeration value', async () => {
    const bad = {
      ...ctx,
      '@type': 'NewsArticel',
      headline: 'x',
      provider: dept,
    };
    expect(vocabularyProblems(await expand(bad), vocabulary).map((p) => p.message)).toEqual([
      'type is not a schema.org type: NewsArticel',
    ]);
    const wrong = { ...event, eventStatus: 'https://schema.org/EventHappening', headlin: 'x', courseMode: 'Onsite' };
    expect(
      vocabularyProblems(await expand(wrong), vocabulary)
        .map((p) => p.message)
        .sort(),
    ).toEqual([
      'property is not a schema.org property: headlin',
      'property not expected on its type (schema.org domainIncludes): courseMode on Event',
      'value names no schema.org term: https://schema.org/EventHappening',
    ]);
  });

  it('never loads anything from the network', async () => {
    await expect(documentLoader('https://example.com/context.jsonld')).rejects.toThrow(/no network/);
    await expect(expand({ '@context': 'https://example.com/context.jsonld', name: 'x' })).rejects.toThrow();
  });

  it('reads the JSON-LD blocks of a page', () => {
    const html = `<head><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script></head>
      <body><script type="application/ld+json" id="x">[{"b":2}]</script></body>`;
    expect(jsonLdBlocks(html)).toEqual(['{"a":1}', '[{"b":2}]']);
  });
});
