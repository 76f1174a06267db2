import type {
  CollegeOrUniversity,
  Course,
  EducationalOccupationalProgram,
  Event,
  ItemList,
  NewsArticle,
  Person,
  Place,
  ProfilePage,
  VirtualLocation,
  WithContext,
} from 'schema-dts';
import type { Contact } from '@/domain/contact';
import { COURSE_MODES } from '@/domain/courseDetail';
import type { Course as CourseItem, Programme, Teaching, YearGroup } from '@/domain/courses';
import type { EventAttendanceMode, NewsDetail, NewsHeadline } from '@/domain/news';
import { paths, SCREENS } from '@/domain/paths';
import type { PartTimeProfessor, Person as PersonItem } from '@/domain/people';
import { site } from '@/lib/site';
import { absoluteAssetUrl, absoluteUrl } from '@/lib/url';
import { config } from '@/config/appConfig';
import { imageSrc } from '@/domain/media';

// schema.org data, typed with schema-dts. URLs are absolute (SITE_URL and the base path).

const ZH = 'zh-Hant';
const both = [ZH, 'en'];

/** The department, a CollegeOrUniversity inside its university (home and contact pages). */
export function departmentData(
  contact: Contact,
  tagline: { zh: string; en: string },
): WithContext<CollegeOrUniversity> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    '@id': absoluteUrl(`${SCREENS.home}#department`),
    name: site.name,
    alternateName: site.subName,
    description: `${site.name}，創立於 ${site.founded} 年：${tagline.zh}。${site.subName}, founded in ${site.founded}: ${tagline.en}.`,
    url: absoluteUrl(SCREENS.home),
    logo: absoluteUrl(paths.icon),
    foundingDate: String(site.founded),
    telephone: contact.tel,
    faxNumber: contact.fax,
    email: contact.email,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'Department office',
      telephone: contact.tel,
      faxNumber: contact.fax,
      email: contact.email,
      availableLanguage: both,
      ...(contact.hours ? { description: [contact.hours, contact.subHours].filter(Boolean).join(' ') } : {}),
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.subAddress,
      addressLocality: contact.addressLocality,
      postalCode: contact.postalCode,
      addressCountry: contact.addressCountry,
      description: contact.address,
    },
    parentOrganization: { '@type': 'CollegeOrUniversity', name: site.university, alternateName: site.subUniversity },
  };
}

/** A reference to the department, for publishers, providers and affiliations. */
const department = () => ({
  '@type': 'CollegeOrUniversity' as const,
  '@id': absoluteUrl(`${SCREENS.home}#department`),
  name: site.name,
  alternateName: site.subName,
  url: absoluteUrl(SCREENS.home),
});

export function newsArticleData(news: NewsDetail, shareImage: string): WithContext<NewsArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.title,
    alternativeHeadline: news.subTitle,
    description: `${news.description} ${news.subDescription}`,
    datePublished: news.displayDate,
    dateModified: news.dateModified ?? news.displayDate,
    inLanguage: both,
    image: [absoluteUrl(shareImage), absoluteAssetUrl(news.imgUrl)],
    mainEntityOfPage: absoluteUrl(paths.newsItem(news.newsId)),
    url: absoluteUrl(paths.newsItem(news.newsId)),
    author: department(),
    publisher: { ...department(), logo: { '@type': 'ImageObject', url: absoluteUrl(paths.icon) } },
    ...(news.people?.length
      ? {
          about: news.people.map((p) => ({
            '@type': 'Person' as const,
            '@id': personId(p.url),
            name: p.name,
            alternateName: p.subName,
            url: absoluteUrl(p.url),
          })),
        }
      : {}),
  };
}

/** A person's node id: their profile page's address with #person (a visitor's entry on the list, as it is). */
const personId = (path: string) => absoluteUrl(path.includes('#') ? path : `${path}#person`);

/** Dates of an event: `YYYY-MM-DD` stays a date; a date-time gets the Taipei offset. */
const eventDate = (value: string) => (value.includes('T') ? `${value}:00+08:00` : value);

/** schema.org's eventAttendanceMode values. */
const ATTENDANCE = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
} as const satisfies Record<EventAttendanceMode, string>;

/** A dated news item's place (one Place per city) and online link, as schema.org locations. */
function eventLocations(news: NewsDetail): (Place | VirtualLocation)[] {
  const mode = news.eventAttendanceMode ?? 'offline';
  const named = (name?: string, alternateName?: string) => ({
    ...(name ? { name } : {}),
    ...(alternateName ? { alternateName } : {}),
  });
  const places: Place[] =
    mode === 'online' || !news.addressLocality || !news.addressCountry
      ? []
      : news.addressLocality.map((addressLocality) => ({
          '@type': 'Place',
          ...named(news.venue, news.subVenue),
          address: { '@type': 'PostalAddress', addressLocality, addressCountry: news.addressCountry },
        }));
  const online: VirtualLocation[] =
    mode !== 'offline' && news.onlineUrl
      ? [
          {
            '@type': 'VirtualLocation',
            url: news.onlineUrl,
            ...(mode === 'online' ? named(news.venue, news.subVenue) : {}),
          },
        ]
      : [];
  return [...places, ...online];
}

/**
 * A dated news item (exhibition, workshop, talk) as Events: one, or one per session of an event held in several
 * (a lecture series is not one event of five weeks); none for an item that is not an event. How people attend
 * (offline, online, mixed) and where: Place with a PostalAddress, VirtualLocation with the link, or both.
 */
export function eventData(news: NewsDetail): WithContext<Event>[] {
  if (!news.eventStart || !news.venue) return [];
  const mode = news.eventAttendanceMode ?? 'offline';
  const locations = eventLocations(news);
  const sessions = news.eventSessions ?? [{ start: news.eventStart, end: news.eventEnd }];
  return sessions.map((session) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: news.title,
    alternateName: news.subTitle,
    description: `${news.description} ${news.subDescription}`,
    url: absoluteUrl(paths.newsItem(news.newsId)),
    startDate: eventDate(session.start),
    ...(session.end ? { endDate: eventDate(session.end) } : {}),
    eventAttendanceMode: ATTENDANCE[mode],
    eventStatus: 'https://schema.org/EventScheduled',
    location: locations.length === 1 ? locations[0]! : locations,
    organizer: department(),
    image: absoluteAssetUrl(news.imgUrl),
  }));
}

/** The schools of a profile's education section (學歷): the school name starts each line. */
function schoolsOf(person: PersonItem | PartTimeProfessor): string[] {
  if (!('content' in person)) return [];
  const education = person.content.find((s) => s.title === '學歷');
  if (!education) return [];
  return [
    ...new Set(
      education.desc
        .split('\n')
        .map((line) => line.trim().split(/\s+/)[0]!)
        .filter(Boolean),
    ),
  ];
}

/**
 * A profile's page: a ProfilePage about the person, as Google reads profiles, and the news the page lists as what
 * the person is the subject of (each article's `about` names them by the same id).
 */
export function profilePageData(
  person: PersonItem | PartTimeProfessor,
  path: string,
  news: NewsHeadline[] = [],
): WithContext<ProfilePage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absoluteUrl(path),
    inLanguage: both,
    mainEntity: {
      ...personData(person, path),
      ...(news.length
        ? {
            subjectOf: news.map((n) => ({
              '@type': 'NewsArticle' as const,
              headline: n.title,
              alternativeHeadline: n.subTitle,
              datePublished: n.displayDate,
              url: absoluteUrl(paths.newsItem(n.newsId)),
            })),
          }
        : {}),
    },
  };
}

function personData(person: PersonItem | PartTimeProfessor, path: string): Exclude<Person, string> {
  const full = 'content' in person ? person : null;
  return {
    '@type': 'Person',
    '@id': personId(path),
    name: person.name,
    alternateName: person.subName,
    url: absoluteUrl(path),
    image: absoluteAssetUrl(imageSrc(person.fullImageUrl ?? person.imageUrl, person.media, config.assetUrl)),
    jobTitle: full ? `${full.categoryName} ${full.categorySubName}` : `${person.title} ${person.subTitle}`,
    description: [person.desc, person.subDesc].filter(Boolean).join(' '),
    ...(full?.email ? { email: full.email } : {}),
    affiliation: department(),
    worksFor: department(),
    alumniOf: schoolsOf(person).map((name) => ({ '@type': 'CollegeOrUniversity' as const, name })),
  };
}

/**
 * A course with how it is taught (its CourseInstance: mode, a semester's weekly schedule) and what it costs (the
 * programme's tuition a semester), the facts its page shows; Google's course info needs both.
 */
export function courseData(
  group: YearGroup,
  course: CourseItem,
  teaching: Teaching,
  path: string,
): WithContext<Course> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    alternateName: course.subTitle,
    description: [course.desc, course.subDesc].filter(Boolean).join(' '),
    url: absoluteUrl(path),
    inLanguage: both,
    educationalLevel: group.title,
    image: absoluteAssetUrl(imageSrc(course.imageUrl, course.media, config.assetUrl)),
    provider: department(),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: COURSE_MODES[teaching.courseMode].schemaOrg,
      courseSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'Weekly',
        repeatCount: teaching.weeks,
        duration: `PT${teaching.hoursPerWeek}H`,
      },
      inLanguage: both,
      ...(teaching.courseMode === 'online' ? {} : { location: department() }),
    },
    offers: {
      '@type': 'Offer',
      category: teaching.tuition === 0 ? 'Free' : 'Paid',
      price: teaching.tuition,
      priceCurrency: teaching.currency,
      description: 'Tuition and fees a semester, for the whole programme',
    },
  };
}

/** A course list: its courses' pages in the order shown (Google's course list is such a summary page). */
export function courseListData(courses: { name: string; path: string }[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: courses.length,
    itemListElement: courses.map((c, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: c.name,
      url: absoluteUrl(c.path),
    })),
  };
}

/**
 * A degree programme as the comparison page shows it: the credits to graduate, its normal length (ISO 8601), the
 * degree, its required courses (their pages where they have one) and the department that runs it.
 */
export function programmeData(
  programme: Programme,
  name: { zh: string; en: string },
  path: string,
  courses: { title: string; subTitle: string; path?: string }[],
): WithContext<EducationalOccupationalProgram> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: `${site.name} ${name.zh}`,
    alternateName: `${name.en}, ${site.subName}`,
    url: absoluteUrl(path),
    numberOfCredits: programme.credits.minimum,
    timeToComplete: `P${programme.years}Y`,
    educationalCredentialAwarded: {
      '@type': 'EducationalOccupationalCredential',
      name: programme.degree.title,
      alternateName: programme.degree.subTitle,
      credentialCategory: 'degree',
    },
    hasCourse: courses.map((c) => ({
      '@type': 'Course' as const,
      name: c.title,
      alternateName: c.subTitle,
      ...(c.path ? { url: absoluteUrl(c.path) } : {}),
    })),
    provider: department(),
  };
}
