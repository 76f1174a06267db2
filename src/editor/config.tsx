import { collection, config, fields, singleton, type ComponentSchema } from '@keystatic/core';
import * as z from '@/domain/zod';
import pages from '@content/pages.json';
import { aboutSchema } from '@/domain/about';
import { accessibilitySchema, CONFORMANCE } from '@/domain/accessibility';
import { contactSchema } from '@/domain/contact';
import { COURSE_MODES } from '@/domain/courseDetail';
import {
  admissionRouteSchema,
  bridgingSchema,
  courseSchema,
  creditPartSchema,
  programmeSchema,
  teachingSchema,
  yearGroupSchema,
} from '@/domain/courses';
import { bilingual as bilingualSchema, positiveInt } from '@/domain/fields';
import { homeSchema } from '@/domain/home';
import type { CropName } from '@/domain/media';
import { milestoneSchema } from '@/domain/milestones';
import { NEWS_CATEGORIES } from '@/domain/newsCategories';
import { newsFrontMatterSchema } from '@/domain/news';
import {
  fullTimeSchema,
  partTimeSchema,
  personSchema,
  profileSectionSchema,
  researchFieldSchema,
  visitingSchema,
} from '@/domain/people';
import { schoolSchema } from '@/domain/schools';
import { siteSchema } from '@/domain/site';
import { pagesFileSchema } from '@/domain/menus';
import { ADMISSION_SCREENS, SCREENS } from '@/domain/paths';
import menus from '@content/menus.json';
import researchFields from '@content/people/researchFields.json';
import fullTimePeople from '@content/people/fullTime.json';
import partTimePeople from '@content/people/partTime.json';
import visitingPeople from '@content/people/visiting.json';
import {
  attachments,
  choice,
  flag,
  image,
  leaf,
  lines,
  newsBody,
  newsIdField,
  optionalGroup,
  optionalMultiselect,
} from './fields';
import { bilingual, label } from './labels';
import { labels } from '@/lib/labels';

/*
 * Every content file as a form. Field order is the files' key order (a save writes keys in this order);
 * each value is checked by the schema the build uses; a save is checked again, whole and across files,
 * by the content check on the editor's server (src/editor/server). Pairs stand side by side.
 */

type Shape = Record<string, z.ZodMiniType>;
const shapeOf = (schema: z.ZodMiniType): Shape => (schema as unknown as { shape: Shape }).shape;
const elementOf = (schema: z.ZodMiniType): z.ZodMiniType =>
  (schema as unknown as z.ZodMiniArray<z.ZodMiniType>).def.element;

/** A Chinese field followed by its English pair (title/subTitle, desc/subDesc, ...) share a row. */
function pairLayout(names: string[]): number[] {
  return names.map((name, i) =>
    (names[i + 1] === `sub${name[0]!.toUpperCase()}${name.slice(1)}` || /^sub[A-Z]/.test(name)) &&
    (/^sub[A-Z]/.test(name) ? names[i - 1] !== undefined : true)
      ? 6
      : 12,
  );
}

function object(schemas: Record<string, ComponentSchema>, options: { label?: string } = {}) {
  return fields.object(schemas, { label: options.label ?? '', layout: pairLayout(Object.keys(schemas)) });
}

/** The editor's server answers an image's automatic focal point here (src/editor/route.ts). */
export const IMAGE_FOCUS_PATH = '/api/keystatic/scuid/image-focus';

/** The crop the slots showing each folder's images share (src/server/media CONTENT_IMAGE_FIELDS). */
const FOLDER_CROPS: Record<string, CropName> = {
  news: 'wide',
  about: 'wide',
  people: 'portrait',
  courses: 'course',
  schools: 'school',
  home: 'hero',
};
const images = (folder: string) => ({
  directory: `public/static/${folder}`,
  publicPath: `${folder}/`,
  crop: FOLDER_CROPS[folder] ?? 'natural',
  focusUrl: IMAGE_FOCUS_PATH,
});

const long = new Set(['desc', 'subDesc', 'description', 'subDescription']);

const IMAGE_KEYS = new Set(['imageUrl', 'fullImageUrl']);

/**
 * Text and number leaves for every key of a zod object, in its order, with the overrides given; with
 * `imageFolder`, its image paths are image fields whose uploads go to public/static/{imageFolder}/.
 */
function leaves(
  schema: z.ZodMiniType,
  overrides: Record<string, ComponentSchema> = {},
  imageFolder?: string,
): Record<string, ComponentSchema> {
  const out: Record<string, ComponentSchema> = {};
  const entries = Object.entries(shapeOf(schema));
  const spans = pairLayout(entries.map(([name]) => name));
  for (const [i, [name, fieldSchema]] of entries.entries()) {
    out[name] =
      overrides[name] ??
      (imageFolder && IMAGE_KEYS.has(name)
        ? image(name, fieldSchema, images(imageFolder))
        : leaf(name, fieldSchema, {
            kind: long.has(name) ? 'multiline' : isNumber(fieldSchema) ? 'integer' : 'text',
            half: spans[i] === 6,
          }));
  }
  return out;
}

/** A number field, optional or not. */
function isNumber(schema: z.ZodMiniType): boolean {
  let def = schema.def as { type: string; innerType?: z.ZodMiniType };
  while (def.innerType) def = def.innerType.def as typeof def;
  return def.type === 'number';
}

const pairLabel = (item: { fields: Record<string, { value: unknown }> }, first: string, second: string) => {
  const a = item.fields[first]?.value;
  const b = item.fields[second]?.value;
  return [a, b].filter((v) => typeof v === 'string' && v).join(' ') || '（未命名 Untitled）';
};

const bilingualObject = (name: string) => object(leaves(bilingualSchema), { label: label(name) });

const profileSection = object(leaves(profileSectionSchema));

const profileSections = fields.array(profileSection, {
  label: label('content'),
  itemLabel: (p) => pairLabel(p as never, 'title', 'subTitle'),
});

const person = object(leaves(personSchema, { content: profileSections }, 'people'));

/*
 * The research fields a profile is found by in the directory: ticked from the controlled list (read when the
 * editor starts; restart it after adding a field there). They must agree with the 研究領域 section's text.
 */
const fullTimePerson = object(
  leaves(
    fullTimeSchema,
    {
      content: profileSections,
      fields: fields.multiselect({
        label: label('fields'),
        description:
          '目錄依此篩選，須與「研究領域」段落的文字相符 / The directory filters by these; they must agree with the Research Fields section',
        options: researchFields.fields.map((f) => ({ value: f.key, label: `${f.name} ${f.subName}` })),
      }),
    },
    'people',
  ),
);

/** The people a news item can name, as `{list}/{id}`, labelled with their list and names. */
const NEWS_PEOPLE_OPTIONS = [
  ...fullTimePeople.people.map((p) => ({
    value: `fullTime/${p.id}`,
    label: `專任 Full-time · ${p.name} ${p.subName}`,
  })),
  ...partTimePeople.people.map((p) => ({
    value: `partTime/${p.id}`,
    label: `兼任 Part-time · ${p.name} ${p.subName}`,
  })),
  ...visitingPeople.people.map((p) => ({ value: `visiting/${p.id}`, label: `客座 Visiting · ${p.name} ${p.subName}` })),
];

const researchField = object(
  leaves(researchFieldSchema, {
    key: leaf('key', shapeOf(researchFieldSchema).key!, {
      description:
        '小寫英文字以連字號相連，用於網址；已用於教師資料的代碼請勿更改 / Lower-case words joined by hyphens, used in addresses; do not change a key profiles use',
    }),
  }),
);

const partTime = object(leaves(partTimeSchema, {}, 'people'));

const peopleFile = (title: string, element: ComponentSchema) =>
  ({
    people: fields.array(element, {
      label: title,
      itemLabel: (p) => pairLabel(p as never, 'name', 'subName'),
    }),
  }) satisfies Record<string, ComponentSchema>;

const course = object(
  leaves(
    courseSchema,
    {
      images: fields.array(image('images', shapeOf(courseSchema).imageUrl!, images('courses')), {
        label: label('images'),
        itemLabel: (p) => String((p as { value: { path: string } }).value.path || '—'),
      }),
      teacher: leaf('teacher', shapeOf(courseSchema).teacher!, {
        kind: 'integer',
        description: '專任或兼任教師的編號 / The id of a full-time or part-time teacher',
      }),
    },
    'courses',
  ),
);

const yearGroups = (name: string) =>
  fields.array(
    object(
      leaves(yearGroupSchema, {
        banner: fields.array(course, {
          label: bilingual('課程', 'Courses'),
          itemLabel: (p) => pairLabel(p as never, 'title', 'subTitle'),
        }),
      }),
    ),
    { label: label(name), itemLabel: (p) => pairLabel(p as never, 'title', 'subTitle') },
  );

const creditPart = object(
  leaves(creditPartSchema, {
    courses: leaf('courses', shapeOf(creditPartSchema).courses!, {
      kind: 'integer',
      description:
        '這部分由幾門必修課程組成（須等於必修課程列出的門數）/ How many courses this part is, as many as the required courses listed',
    }),
  }),
);

/** An entry of the menus by its address: how the editor names a screen. */
function menuName(path: string): string {
  type Entry = { title: string; subTitle: string; to?: string; children?: Entry[] };
  const find = (entries: Entry[]): Entry | undefined => {
    for (const e of entries) {
      const found = (e.children && find(e.children)) ?? (e.to === path ? e : undefined);
      if (found) return found;
    }
    return undefined;
  };
  const entry = find(menus.menus as Entry[]);
  return entry ? `${entry.title} ${entry.subTitle}` : path;
}

const admissionRoute = object(
  leaves(admissionRouteSchema, {
    screen: choice(
      'screen',
      ADMISSION_SCREENS.map((s) => ({ value: s, label: menuName(SCREENS[s]) })),
      shapeOf(admissionRouteSchema).screen!,
      '說明這個管道的招生頁面 / The Admissions page that tells about this route',
    ),
  }),
);

const programme = {
  introduction: bilingualObject('introduction'),
  degree: object(leaves(shapeOf(programmeSchema).degree!), { label: label('degree') }),
  years: leaf('years', shapeOf(programmeSchema).years!, { kind: 'integer' }),
  credits: object(
    {
      minimum: leaf('minimum', positiveInt, { kind: 'integer' }),
      parts: fields.array(creditPart, {
        label: label('parts'),
        itemLabel: (p) => pairLabel(p as never, 'title', 'subTitle'),
      }),
      bridging: optionalGroup(
        'bridging',
        z.optional(bridgingSchema),
        [{ key: 'title' }, { key: 'subTitle' }, { key: 'min', kind: 'integer' }, { key: 'max', kind: 'integer' }],
        '部分學生須另修的學分（碩士班非設計背景）；不適用則全部留白 / Credits some students take on top (the MA without a design background); leave all empty when none',
      ),
      notes: fields.array(object(leaves(bilingualSchema)), {
        label: label('notes'),
        itemLabel: (p) => pairLabel(p as never, 'desc', 'subDesc'),
      }),
    },
    { label: label('credits') },
  ),
  teaching: object(
    leaves(teachingSchema, {
      courseMode: choice(
        'courseMode',
        Object.entries(COURSE_MODES).map(([value, m]) => ({ value, label: `${m.zh} ${m.en}` })),
        shapeOf(teachingSchema).courseMode!,
      ),
    }),
    { label: label('teaching') },
  ),
  admissionRoutes: fields.array(admissionRoute, {
    label: label('admissionRoutes'),
    itemLabel: (p) => pairLabel(p as never, 'title', 'subTitle'),
  }),
  requiredCoreCourses: yearGroups('requiredCoreCourses'),
  electiveCourses: yearGroups('electiveCourses'),
} satisfies Record<keyof z.infer<typeof programmeSchema>, ComponentSchema>;

const school = object(leaves(schoolSchema, {}, 'schools'));

const schoolsFile = (title: string) => ({
  schools: fields.array(school, { label: title, itemLabel: (p) => pairLabel(p as never, 'school', 'country') }),
});

const statement = shapeOf(accessibilitySchema);

const CONFORMANCE_LABELS: Record<(typeof CONFORMANCE)[number], string> = {
  full: '完全符合 Fully compliant',
  partial: '部分符合 Partially compliant',
  none: '不符合 Not compliant',
};

/** A list of bilingual lines (desc/subDesc), each item named by its text. */
const bilingualList = (name: string) =>
  fields.array(object(leaves(bilingualSchema)), {
    label: label(name),
    itemLabel: (p) => pairLabel(p as never, 'desc', 'subDesc'),
  });

const statementEntry = (schema: z.ZodMiniType, overrides: Record<string, ComponentSchema> = {}) =>
  object(leaves(schema, overrides));

/** content/accessibility.json: GOV.UK's model statement; the headings and the target are fixed in the site. */
const accessibilityStatement = {
  introduction: bilingualObject('introduction'),
  abilities: bilingualList('abilities'),
  feedback: bilingualObject('feedback'),
  reporting: bilingualObject('reporting'),
  contact: object(
    leaves(statement.contact!, {
      responseDays: leaf('responseDays', shapeOf(statement.contact!).responseDays!, {
        kind: 'integer',
        description: '收到來信後最多幾個工作天內回覆 / The most working days before a reply',
      }),
    }),
    { label: label('contact') },
  ),
  conformance: choice(
    'conformance',
    CONFORMANCE.map((value) => ({ value, label: CONFORMANCE_LABELS[value] })),
    statement.conformance!,
    '有未符合的項目時為「部分符合」 / Partially compliant while limits lists failures',
  ),
  limits: fields.array(
    statementEntry(elementOf(statement.limits!), {
      criteria: lines('criteria', shapeOf(elementOf(statement.limits!)).criteria!, {
        description:
          '未符合的 WCAG 成功準則編號，每行一個，例如 2.2.2 / One success criterion number a line, like 2.2.2',
      }),
    }),
    { label: label('limits'), itemLabel: (p) => pairLabel(p as never, 'title', 'subTitle') },
  ),
  outOfScope: fields.array(statementEntry(elementOf(statement.outOfScope!)), {
    label: label('outOfScope'),
    itemLabel: (p) => pairLabel(p as never, 'title', 'subTitle'),
  }),
  testing: object(
    leaves(statement.testing!, { automated: bilingualList('automated'), manual: bilingualList('manual') }),
    { label: label('testing') },
  ),
  prepared: leaf('prepared', statement.prepared!, { kind: 'date', description: 'YYYY-MM-DD' }),
  lastReviewed: leaf('lastReviewed', statement.lastReviewed!, {
    kind: 'date',
    description: '每次檢視本聲明後更新 / Set it each time the statement is reviewed (YYYY-MM-DD)',
  }),
} satisfies Record<keyof z.infer<typeof accessibilitySchema>, ComponentSchema>;

const news = shapeOf(newsFrontMatterSchema);

const ALT_DESCRIPTION =
  '說明圖片內容，給看不到圖的讀者；不寫檔名，不以「圖片」開頭，150 字以內 / ' +
  'What the image shows, for readers who cannot see it: not its file name, not "image of", at most 150 characters';
const EVENT_TIME = { kind: 'date', description: 'YYYY-MM-DD 或 YYYY-MM-DDTHH:mm（台北時間 Asia/Taipei）' } as const;

const pageDescription = (pagesFileSchema as unknown as { def: { valueType: z.ZodMiniObject<Shape> } }).def
  .valueType as z.ZodMiniObject<{
  desc: z.ZodMiniType;
  subDesc: z.ZodMiniType;
}>;

const description = (screen: string) => pages[screen as keyof typeof pages];

/** The editor's server answers the next free news id here. */
export const NEXT_NEWS_ID_PATH = '/api/keystatic/scuid/next-news-id';

export const NEWS_COLLECTION_PATH = 'content/news/**';

export default config({
  storage: { kind: 'local' },
  locale: 'en-US',
  ui: {
    brand: { name: '網站內容編輯 Site editor' },
    navigation: {
      [bilingual('消息', 'News')]: ['news'],
      [bilingual('師資', 'People')]: ['fullTime', 'researchFields', 'partTime', 'visiting', 'staff'],
      [bilingual('課程', 'Courses')]: ['ba', 'ma'],
      [bilingual('系所', 'Department')]: [
        'about',
        'milestones',
        'europe',
        'asia',
        'contact',
        'home',
        'site',
        'pages',
        'accessibility',
      ],
    },
  },
  collections: {
    news: collection({
      label: bilingual('消息', 'News'),
      path: NEWS_COLLECTION_PATH,
      slugField: 'newsId',
      format: { contentField: 'body' },
      previewUrl: '/keystatic-preview/news/{slug}',
      columns: ['title', 'displayDate'],
      parseSlugForSort: (slug) => -Number(/\/(\d+)-/.exec(slug)?.[1] ?? 0),
      schema: {
        newsId: newsIdField(NEXT_NEWS_ID_PATH),
        category: choice(
          'category',
          NEWS_CATEGORIES.map((c) => ({ value: c.key, label: `${c.title} ${c.subTitle}` })),
          news.category!,
        ),
        displayDate: leaf('displayDate', news.displayDate!, { kind: 'date', description: 'YYYY-MM-DD' }),
        dateModified: leaf('dateModified', news.dateModified!, {
          kind: 'date',
          description:
            '更正或補充內容時填入，會顯示在頁面上 / Set it when you correct or add to the item; the page shows it',
        }),
        title: leaf('title', news.title!, { half: true }),
        subTitle: leaf('subTitle', news.subTitle!, { half: true }),
        description: leaf('description', news.description!, { kind: 'multiline', half: true }),
        subDescription: leaf('subDescription', news.subDescription!, { kind: 'multiline', half: true }),
        imgUrl: image('imgUrl', news.imgUrl!, images('news')),
        imgAlt: leaf('imgAlt', news.imgAlt!, { description: ALT_DESCRIPTION, half: true }),
        subImgAlt: leaf('subImgAlt', news.subImgAlt!, { description: ALT_DESCRIPTION, half: true }),
        people: optionalMultiselect({
          label: bilingual('相關人物', 'People'),
          description:
            '這則消息涉及的教師，會列在他們的介紹頁上（名單在編輯器啟動時讀入） / The teachers this item concerns: their profiles list it (the directory is read when the editor starts)',
          options: NEWS_PEOPLE_OPTIONS,
        }),
        programmes: optionalMultiselect({
          label: bilingual('相關學制', 'Programmes'),
          description:
            '這則消息涉及的學制（招生、課程活動），會出現在該學制的訂閱與行事曆 / The programmes this item concerns (admissions, course events): their feeds and calendars carry it',
          options: [
            { value: 'ba', label: `${labels.programmeBa.zh} ${labels.programmeBa.en}` },
            { value: 'ma', label: `${labels.programmeMa.zh} ${labels.programmeMa.en}` },
          ],
        }),
        eventStart: leaf('eventStart', news.eventStart!, EVENT_TIME),
        eventEnd: leaf('eventEnd', news.eventEnd!, EVENT_TIME),
        eventSessions: lines('eventSessions', news.eventSessions!, {
          description:
            '分次舉行的活動：每行一個場次日期 YYYY-MM-DD（多日場次 YYYY-MM-DD/YYYY-MM-DD），每場從活動開始的時刻到活動結束的時刻 / ' +
            'An event held in sessions: one date per line (YYYY-MM-DD/YYYY-MM-DD for a session of several days), each from the start time to the end time',
        }),
        eventAttendanceMode: choice(
          'eventAttendanceMode',
          [
            { value: 'offline', label: '實體 In person (offline)' },
            { value: 'online', label: '線上 Online' },
            { value: 'mixed', label: '實體與線上 In person and online (mixed)' },
          ],
          news.eventAttendanceMode!,
          '未選即為實體活動 / Not chosen: in person',
        ),
        venue: leaf('venue', news.venue!, { half: true }),
        subVenue: leaf('subVenue', news.subVenue!, { half: true }),
        addressLocality: lines('addressLocality', news.addressLocality!, {
          half: true,
          scalarWhenOne: true,
          description:
            '實體活動不在本系所在城市時填寫：城市英文名，活動在幾個城市時每行一個 / For an event away from the department: the city in English, one per line when several',
        }),
        addressCountry: leaf('addressCountry', news.addressCountry!, {
          half: true,
          description: 'ISO 3166-1 二碼，例如 TW、NL、JP / The two-letter country code, like TW, NL, JP',
        }),
        onlineUrl: leaf('onlineUrl', news.onlineUrl!, {
          description: '線上或實體與線上活動的參加連結 https:// / Where people join or watch an online or mixed event',
        }),
        attachments: attachments('attachments', news.attachments!),
        draft: flag('draft', '存檔但不公開 / saved but not shown'),
        publishAt: leaf('publishAt', news.publishAt!, {
          kind: 'date',
          description: '到這個時間才公開 / shown from this time (Asia/Taipei)',
        }),
        unpublishAt: leaf('unpublishAt', news.unpublishAt!, {
          kind: 'date',
          description: '到這個時間就下架 / hidden from this time (Asia/Taipei)',
        }),
        body: newsBody(),
      },
    }),
  },
  singletons: {
    fullTime: singleton({
      label: bilingual('專任師資', 'Full-time faculty'),
      path: 'content/people/fullTime',
      format: 'json',
      previewUrl: '/teacher/introduce',
      schema: peopleFile(bilingual('專任師資', 'Full-time faculty'), fullTimePerson),
    }),
    partTime: singleton({
      label: bilingual('兼任師資', 'Part-time faculty'),
      path: 'content/people/partTime',
      format: 'json',
      previewUrl: '/teacher/partTimeProfessors',
      schema: peopleFile(bilingual('兼任師資', 'Part-time faculty'), partTime),
    }),
    researchFields: singleton({
      label: bilingual('研究領域', 'Research fields'),
      path: 'content/people/researchFields',
      format: 'json',
      previewUrl: '/industrial/professors/introduce',
      schema: {
        fields: fields.array(researchField, {
          label: bilingual('研究領域', 'Research fields'),
          itemLabel: (p) => pairLabel(p as never, 'name', 'subName'),
        }),
      },
    }),
    visiting: singleton({
      label: bilingual('客座教授', 'Visiting professors'),
      path: 'content/people/visiting',
      format: 'json',
      previewUrl: '/industrial/professors',
      schema: peopleFile(bilingual('客座教授', 'Visiting professors'), object(leaves(visitingSchema))),
    }),
    staff: singleton({
      label: bilingual('行政人員', 'Staff'),
      path: 'content/people/staff',
      format: 'json',
      previewUrl: '/industrial/faculty/staffs',
      schema: peopleFile(bilingual('行政人員', 'Staff'), person),
    }),
    ba: singleton({
      label: bilingual('學士班課程', 'BA courses'),
      path: 'content/courses/ba',
      format: 'json',
      previewUrl: '/industrial/baCourse',
      schema: programme,
    }),
    ma: singleton({
      label: bilingual('碩士班課程', 'MA courses'),
      path: 'content/courses/ma',
      format: 'json',
      previewUrl: '/industrial/maCourse',
      schema: programme,
    }),
    about: singleton({
      label: bilingual('系所簡介', 'About'),
      path: 'content/about',
      format: 'json',
      previewUrl: '/industrial/aboutUs',
      schema: {
        slides: fields.array(object(leaves(elementOf(shapeOf(aboutSchema).slides!), {}, 'about')), {
          label: label('slides'),
          itemLabel: (p) => pairLabel(p as never, 'title', 'subTitle'),
        }),
        introduction: bilingualObject('introduction'),
        logo: bilingualObject('logo'),
      },
    }),
    milestones: singleton({
      label: bilingual('里程碑', 'Milestones'),
      path: 'content/milestones',
      format: 'json',
      previewUrl: '/industrial/milestone',
      schema: {
        milestones: fields.array(
          object({
            year: leaf('year', shapeOf(milestoneSchema).year!, { kind: 'integer' }),
            content: fields.array(object(leaves(bilingualSchema)), {
              label: label('content'),
              itemLabel: (p) => pairLabel(p as never, 'desc', 'subDesc'),
            }),
          }),
          {
            label: label('milestones'),
            itemLabel: (p) => String((p as unknown as { fields: { year: { value: string } } }).fields.year.value),
          },
        ),
      },
    }),
    europe: singleton({
      label: bilingual('姊妹校（歐洲）', 'Partner schools (Europe)'),
      path: 'content/schools/europe',
      format: 'json',
      previewUrl: '/industrial/faculty/europe',
      schema: schoolsFile(bilingual('姊妹校（歐洲）', 'Partner schools (Europe)')),
    }),
    asia: singleton({
      label: bilingual('姊妹校（亞洲）', 'Partner schools (Asia)'),
      path: 'content/schools/asia',
      format: 'json',
      previewUrl: '/industrial/faculty/asia',
      schema: schoolsFile(bilingual('姊妹校（亞洲）', 'Partner schools (Asia)')),
    }),
    contact: singleton({
      label: bilingual('聯絡資訊', 'Contact'),
      path: 'content/contact',
      format: 'json',
      previewUrl: '/contactUs',
      schema: leaves(contactSchema),
    }),
    home: singleton({
      label: bilingual('首頁', 'Home'),
      path: 'content/home',
      format: 'json',
      previewUrl: '/',
      schema: {
        banner: fields.array(object(leaves(elementOf(shapeOf(homeSchema).banner!), {}, 'home')), {
          label: label('banner'),
          itemLabel: (p) => pairLabel(p as never, 'alt', 'imageUrl'),
        }),
        tagline: leaf('tagline', shapeOf(homeSchema).tagline!, { half: true }),
        subTagline: leaf('subTagline', shapeOf(homeSchema).subTagline!, { half: true }),
      },
    }),
    site: singleton({
      label: bilingual('網站名稱', 'Site'),
      path: 'content/site',
      format: 'json',
      previewUrl: '/',
      schema: leaves(siteSchema),
    }),
    accessibility: singleton({
      label: bilingual('無障礙聲明', 'Accessibility statement'),
      path: 'content/accessibility',
      format: 'json',
      previewUrl: '/accessibility',
      schema: accessibilityStatement,
    }),
    pages: singleton({
      label: bilingual('頁面說明', 'Page descriptions'),
      path: 'content/pages',
      format: 'json',
      schema: Object.fromEntries(
        Object.keys(pages).map((screen) => [
          screen,
          object(
            {
              desc: leaf('desc', pageDescription.shape.desc, { kind: 'multiline' }),
              subDesc: leaf('subDesc', pageDescription.shape.subDesc, { kind: 'multiline' }),
            },
            { label: `${screen} — ${description(screen)?.subDesc.slice(0, 40) ?? ''}…` },
          ),
        ]),
      ),
    }),
  },
});
