import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsonld from 'jsonld';
import { COURSE_LIST_NAMES, COURSE_LISTS, PROFILE_LIST_NAMES, PROFILE_LISTS, SCREENS } from '../../src/domain/paths.ts';
import { finding, type CheckResult, type Finding } from './report.ts';
import { schemaTerm, Vocabulary } from './schemaorg.ts';
import { type Site } from './site.ts';
import { SCHEMAS } from './tools.ts';

export interface Problem {
  message: string;
  detail: string;
}

type Node = Record<string, unknown>;

/** The contents of a page's `<script type="application/ld+json">` blocks. */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => m[1]!,
  );
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const nodes = (v: unknown): Node[] => list(v).filter(isNode);
/** `NewsArticle`, `schema:NewsArticle` and `https://schema.org/NewsArticle` are one type. */
const local = (name: string) => name.replace(/^.*[/:#]/, '');
export const typesOf = (n: Node): string[] => list(n['@type']).map((t) => local(String(t)));
const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** The top-level items of a block: the block, each element of an array, each node of an `@graph`. */
export function topLevelNodes(block: unknown): Node[] {
  return list(block).flatMap((n) => (isNode(n) && n['@graph'] ? nodes(n['@graph']) : nodes(n)));
}

// ---------------------------------------------------------------------------------------------------
// (a) expansion without network: schema.org's context from the committed copy

const SCHEMA_CONTEXT = JSON.parse(readFileSync(join(SCHEMAS, 'schemaorgcontext.jsonld'), 'utf8')) as object;
const CONTEXT_URL = /^https?:\/\/schema\.org(?:\/|\/docs\/jsonldcontext\.jsonld?)?$/;

export const documentLoader = async (url: string) => {
  if (CONTEXT_URL.test(url)) return { contextUrl: undefined, documentUrl: url, document: SCHEMA_CONTEXT };
  throw new Error(`no network here: refusing to load ${url} (only schema.org's context is served, from a local copy)`);
};

/** Expands a block; `safe` makes jsonld.js reject anything it would drop or could not map. */
export async function expand(block: object): Promise<unknown[]> {
  return (await jsonld.expand(
    block as jsonld.JsonLdDocument,
    {
      documentLoader,
      safe: true,
    } as jsonld.Options.Expand,
  )) as unknown[];
}

// ---------------------------------------------------------------------------------------------------
// (b) every type, property and schema.org value exists in the vocabulary, properties on types that expect them

export function vocabularyProblems(expanded: unknown[], vocabulary: Vocabulary): Problem[] {
  const problems: Problem[] = [];
  const add = (message: string, detail: string) => {
    if (!problems.some((p) => p.message === message && p.detail === detail)) problems.push({ message, detail });
  };
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((v) => visit(v, path));
    if (!isNode(value)) return;
    if ('@list' in value) return visit(value['@list'], path);
    if ('@value' in value) {
      const term = typeof value['@value'] === 'string' ? schemaTerm(value['@value']) : null;
      if (term && !vocabulary.has(term)) add(`value names no schema.org term: ${value['@value']}`, path);
      return;
    }
    if (typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
      const term = schemaTerm(value['@id']);
      if (term && !vocabulary.has(term)) add(`value names no schema.org term: ${value['@id']}`, path);
      return;
    }
    const types: string[] = [];
    for (const t of list(value['@type']).map(String)) {
      const term = schemaTerm(t);
      if (term && vocabulary.classes.has(term)) types.push(term);
      else add(`type is not a schema.org type: ${term ?? t}`, path);
    }
    for (const [key, v] of Object.entries(value)) {
      if (key.startsWith('@')) continue;
      const property = schemaTerm(key);
      const at = `${path}.${property ?? key}`;
      if (!property) add(`property is not a schema.org term: ${key}`, path);
      else if (!vocabulary.properties.has(property)) add(`property is not a schema.org property: ${property}`, at);
      else if (types.length && !vocabulary.expectedOn(property, types)) {
        add(`property not expected on its type (schema.org domainIncludes): ${property} on ${types.join(', ')}`, at);
      }
      visit(v, at);
    }
  };
  for (const item of expanded) visit(item, typesOf(isNode(item) ? item : {}).join(',') || '(item)');
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// (c) Google's documented properties for the rich results the site uses
// https://developers.google.com/search/docs/appearance/structured-data/{article,event,course-info,course,profile-page,organization}

export type PageKind = 'home' | 'news' | 'courseList' | 'course' | 'profile' | 'other';

const profileSegments: string[] = PROFILE_LIST_NAMES.map((l) => PROFILE_LISTS[l].segment);
const courseSegments: string[] = COURSE_LIST_NAMES.map((l) => COURSE_LISTS[l].segment);
const courseListPaths: string[] = COURSE_LIST_NAMES.map((l) => SCREENS[l]);

/** Which rich results a page of the site must carry, from its path (BASE_PATH left out). */
export function pageKind(path: string): PageKind {
  if (path === '/') return 'home';
  if (/^\/news\/\d+$/.test(path)) return 'news';
  if (courseListPaths.includes(path)) return 'courseList';
  const [, first, second, third] = path.split('/');
  if (courseSegments.includes(first!) && /^\d+$/.test(second ?? '') && /^\d+$/.test(third ?? '')) return 'course';
  if (profileSegments.some((s) => new RegExp(`^/${s}/\\d+$`).test(path))) return 'profile';
  return 'other';
}

/** What a page of each kind must hold at its top level, by Google's features. */
const REQUIRED_ITEM: Partial<Record<PageKind, { type: string; feature: string }>> = {
  home: { type: 'Organization', feature: 'organization' },
  news: { type: 'NewsArticle', feature: 'article' },
  course: { type: 'Course', feature: 'course info' },
  courseList: { type: 'ItemList', feature: 'course list (carousel)' },
  profile: { type: 'ProfilePage', feature: 'profile page' },
};

const isoDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v));
const EVENT_STATUS = ['EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled'];
const ATTENDANCE = ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'];
const OFFER_CATEGORIES = ['Free', 'Partially Free', 'Subscription', 'Paid'];
const ISO_DURATION =
  /^P(?!$)(\d+(\.\d+)?Y)?(\d+(\.\d+)?M)?(\d+(\.\d+)?W)?(\d+(\.\d+)?D)?(T(?=\d)(\d+(\.\d+)?H)?(\d+(\.\d+)?M)?(\d+(\.\d+)?S)?)?$/;
const enumValue = (v: unknown, allowed: string[]) => typeof v === 'string' && allowed.includes(local(v));

function missing(node: Node, type: string, properties: string[], at: string): Problem[] {
  return properties.filter((p) => !present(node[p])).map((p) => ({ message: `${type}: ${p} missing`, detail: at }));
}

const label = (n: Node) => {
  const name = n.name ?? n.headline;
  return typeof name === 'string' ? `"${name.length > 50 ? `${name.slice(0, 50)}...` : name}"` : typesOf(n).join(',');
};

function articleProblems(n: Node): Problem[] {
  const at = label(n);
  const problems = missing(n, 'NewsArticle', ['headline', 'image', 'datePublished', 'dateModified', 'author'], at);
  for (const p of ['datePublished', 'dateModified']) {
    if (present(n[p]) && !isoDate(n[p]))
      problems.push({ message: `NewsArticle: ${p} is not an ISO 8601 date`, detail: at });
  }
  for (const a of list(n.author)) {
    if (!isNode(a) || !present(a.name)) problems.push({ message: 'NewsArticle: author without name', detail: at });
  }
  return problems;
}

function eventProblems(n: Node): Problem[] {
  const at = label(n);
  const problems = missing(n, 'Event', ['name', 'startDate', 'location', 'eventAttendanceMode', 'eventStatus'], at);
  if (present(n.startDate) && !isoDate(n.startDate))
    problems.push({ message: 'Event: startDate is not ISO 8601', detail: at });
  if (present(n.eventStatus) && !enumValue(n.eventStatus, EVENT_STATUS)) {
    problems.push({
      message: 'Event: eventStatus is not an EventStatusType',
      detail: `${at}: ${String(n.eventStatus)}`,
    });
  }
  if (present(n.eventAttendanceMode) && !enumValue(n.eventAttendanceMode, ATTENDANCE)) {
    problems.push({
      message: 'Event: eventAttendanceMode is not an EventAttendanceModeEnumeration',
      detail: `${at}: ${String(n.eventAttendanceMode)}`,
    });
  }
  const locations = nodes(n.location);
  if (present(n.location) && locations.length !== list(n.location).length) {
    problems.push({ message: 'Event: location is not a Place or VirtualLocation', detail: at });
  }
  const places = locations.filter((l) => !typesOf(l).includes('VirtualLocation'));
  const virtual = locations.filter((l) => typesOf(l).includes('VirtualLocation'));
  for (const place of places) {
    const address = nodes(place.address)[0];
    if (!address || !typesOf(address).includes('PostalAddress')) {
      problems.push({ message: 'Event: location (Place) without a PostalAddress address', detail: at });
    }
  }
  for (const v of virtual)
    if (!present(v.url)) problems.push({ message: 'Event: VirtualLocation without url', detail: at });
  const mode = typeof n.eventAttendanceMode === 'string' ? local(n.eventAttendanceMode) : '';
  if (mode !== 'OnlineEventAttendanceMode' && present(n.location) && !places.length) {
    problems.push({ message: 'Event: an event not only online needs a Place location', detail: at });
  }
  if ((mode === 'OnlineEventAttendanceMode' || mode === 'MixedEventAttendanceMode') && !virtual.length) {
    problems.push({ message: 'Event: an online event needs a VirtualLocation with url', detail: at });
  }
  return problems;
}

function courseProblems(n: Node): Problem[] {
  const at = label(n);
  const problems = missing(n, 'Course', ['name', 'description', 'provider', 'hasCourseInstance', 'offers'], at);
  for (const p of list(n.provider)) {
    if (!isNode(p) || !present(p.name)) problems.push({ message: 'Course: provider without name', detail: at });
  }
  for (const instance of list(n.hasCourseInstance)) {
    if (!isNode(instance)) {
      problems.push({ message: 'Course: hasCourseInstance is not a CourseInstance', detail: at });
      continue;
    }
    if (!present(instance.courseMode)) problems.push({ message: 'CourseInstance: courseMode missing', detail: at });
    const schedule = nodes(instance.courseSchedule)[0];
    if (schedule) {
      problems.push(
        ...missing(schedule, 'CourseInstance courseSchedule', ['duration', 'repeatCount', 'repeatFrequency'], at),
      );
    } else if (!present(instance.courseWorkload)) {
      problems.push({ message: 'CourseInstance: neither courseSchedule nor courseWorkload', detail: at });
    } else if (typeof instance.courseWorkload !== 'string' || !ISO_DURATION.test(instance.courseWorkload)) {
      problems.push({
        message: 'CourseInstance: courseWorkload is not an ISO 8601 duration',
        detail: `${at}: ${String(instance.courseWorkload)}`,
      });
    }
  }
  for (const offer of list(n.offers)) {
    const category = isNode(offer) ? offer.category : undefined;
    if (!present(category)) problems.push({ message: 'Course: offers without category', detail: at });
    else if (!OFFER_CATEGORIES.includes(String(category))) {
      problems.push({
        message: `Course: offers category is not one of ${OFFER_CATEGORIES.join(', ')}`,
        detail: `${at}: ${String(category)}`,
      });
    }
  }
  return problems;
}

function itemListProblems(n: Node): Problem[] {
  const at = label(n);
  const items = list(n.itemListElement);
  if (!items.length) return [{ message: 'ItemList: itemListElement missing or empty', detail: at }];
  const problems: Problem[] = [];
  items.forEach((item, i) => {
    const where = `${at} item ${i + 1}`;
    if (!isNode(item) || !typesOf(item).includes('ListItem')) {
      problems.push({ message: 'ItemList: element is not a ListItem', detail: where });
      return;
    }
    if (!Number.isInteger(Number(item.position)) || Number(item.position) < 1) {
      problems.push({ message: 'ItemList: ListItem without a position (1, 2, ...)', detail: where });
    }
    if (!present(item.url)) problems.push({ message: 'ItemList: ListItem without url', detail: where });
  });
  return problems;
}

function profilePageProblems(n: Node): Problem[] {
  const at = label(n);
  const entity = nodes(n.mainEntity)[0];
  if (!entity) return [{ message: 'ProfilePage: mainEntity (a Person) missing', detail: at }];
  const problems: Problem[] = [];
  if (!typesOf(entity).includes('Person')) {
    problems.push({
      message: 'ProfilePage: mainEntity is not a Person',
      detail: `${at}: ${typesOf(entity).join(',')}`,
    });
  }
  if (!present(entity.name)) problems.push({ message: 'ProfilePage: mainEntity without name', detail: at });
  return problems;
}

function organizationProblems(n: Node): Problem[] {
  const at = label(n);
  const problems = missing(n, 'Organization', ['description', 'contactPoint', 'address'], at);
  for (const c of list(n.contactPoint)) {
    if (!isNode(c) || !(present(c.telephone) || present(c.email))) {
      problems.push({ message: 'Organization: contactPoint without telephone or email', detail: at });
    }
  }
  for (const a of list(n.address)) {
    if (!isNode(a) || !present(a.postalCode)) {
      problems.push({ message: 'Organization: address without postalCode', detail: at });
    }
  }
  return problems;
}

/** Google's properties on a page's top-level items, and the items a page of its kind must carry. */
export function googleProblems(
  kind: PageKind,
  top: Node[],
  isA: (type: string, ancestor: string) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  // a BreadcrumbList is an ItemList to schema.org, but not the list of courses Google's carousel reads
  const kindOf = (n: Node, ancestor: string) => typesOf(n).some((t) => isA(t, ancestor));
  const is = (n: Node, ancestor: string) =>
    kindOf(n, ancestor) && !(ancestor === 'ItemList' && kindOf(n, 'BreadcrumbList'));
  const required = REQUIRED_ITEM[kind];
  if (required && !top.some((n) => is(n, required.type))) {
    problems.push({ message: `${required.type} missing (Google ${required.feature})`, detail: `a ${kind} page` });
  }
  for (const n of top) {
    if (is(n, 'Article')) problems.push(...articleProblems(n));
    // CourseInstance is an Event too, with rules of its own (above)
    if (is(n, 'Event') && !typesOf(n).includes('CourseInstance')) problems.push(...eventProblems(n));
    if (is(n, 'Course')) problems.push(...courseProblems(n));
    if (kind === 'courseList' && is(n, 'ItemList')) {
      problems.push(...itemListProblems(n));
    }
    if (is(n, 'ProfilePage')) problems.push(...profilePageProblems(n));
    if (is(n, 'Organization')) problems.push(...organizationProblems(n));
  }
  return problems;
}

export async function checkJsonLd(site: Site): Promise<CheckResult> {
  const vocabulary = Vocabulary.load();
  const isA = (type: string, ancestor: string) => vocabulary.isA(type, ancestor);
  const pages = await site.pages();
  const findings: Finding[] = [];
  let blocks = 0;
  let items = 0;
  for (const page of pages.values()) {
    if (page.status !== 200) {
      findings.push(finding(page.url, 'sitemap page does not answer 200', `HTTP ${page.status}`));
      continue;
    }
    const top: Node[] = [];
    for (const [i, text] of jsonLdBlocks(page.html).entries()) {
      blocks++;
      const where = `block ${i + 1}`;
      let block: unknown;
      try {
        block = JSON.parse(text);
      } catch (error) {
        findings.push(finding(page.url, 'JSON-LD block is not JSON', `${where}: ${(error as Error).message}`));
        continue;
      }
      try {
        const expanded = await expand(block as object);
        for (const p of vocabularyProblems(expanded, vocabulary)) findings.push(finding(page.url, p.message, p.detail));
      } catch (error) {
        const e = error as Error & { details?: { event?: { message?: string } } };
        const why = e.details?.event?.message ?? e.message;
        findings.push(finding(page.url, 'JSON-LD does not expand (jsonld.js, safe mode)', `${where}: ${why}`));
      }
      top.push(...topLevelNodes(block));
    }
    items += top.length;
    const path = new URL(page.url).pathname.slice(site.options.basePath.length) || '/';
    for (const p of googleProblems(pageKind(path), top, isA)) findings.push(finding(page.url, p.message, p.detail));
  }
  return {
    name: 'jsonld',
    title: "JSON-LD expands, uses schema.org's vocabulary, and has Google's properties for our rich results",
    tools: 'jsonld.js 9.0.0 (safe mode, local context), schema.org 30.0 vocabulary',
    checked: [
      `${pages.size} sitemap pages, ${blocks} JSON-LD blocks, ${items} top-level items`,
      'Google: NewsArticle, Event, Course (course info), ItemList on course lists, ProfilePage, Organization',
    ],
    findings,
  };
}
