import 'server-only';
import { labels, type LabelKey } from './labels';

/**
 * The fixed labels only server components show: the browser's scripts carry src/lib/labels.ts, and these stay
 * out of them ('server-only' fails a build where a client component reaches this file). `zh` is Traditional
 * Chinese; components render both languages, marking `en` with lang="en".
 */
export const pageLabels = {
  featuredWorks: { zh: '精選作品', en: 'Featured works' },
  graduationCredits: { zh: '畢業學分', en: 'Credits to graduate' },
  minimumCredits: { zh: '最低畢業學分', en: 'minimum credits' },
  courseCount: { zh: '門課程', en: 'courses' },
  aboutSlides: { zh: '系所剪影', en: 'The department in pictures' },
  logoMeaning: { zh: '系徽意涵', en: 'About our logo' },
  tel: { zh: '電話', en: 'Telephone' },
  fax: { zh: '傳真', en: 'Fax' },
  address: { zh: '地址', en: 'Address' },
  email: { zh: '電子郵件', en: 'E-mail' },
  officeHours: { zh: '辦公時間', en: 'Office hours' },
  latestNews: { zh: '最新消息', en: 'Latest news' },
  moreNews: { zh: '更多消息', en: 'More news' },
  upcomingEvents: { zh: '近期活動', en: 'Upcoming events' },
  since: { zh: '創立於', en: 'Since' },
  /** the page of every feed and calendar */
  subscriptions: { zh: '訂閱與行事曆', en: 'Feeds and calendars' },
  /** the feeds and calendars of each programme's news: its admissions and course events */
  programmeSubscriptions: { zh: '學制招生與課程活動', en: 'Admissions and course events by programme' },
  openData: { zh: '開放資料', en: 'Open data' },
  openDataLicence: {
    zh: '系上的學制、課程、教師與消息，以 JSON 與 CSV 提供，授權方式：',
    en: "The department's programmes, courses, people and news as JSON and CSV, under",
  },
  /** the feeds and calendars of each teacher's news */
  teacherSubscriptions: { zh: '教師相關消息', en: "Teachers' news" },
  subscriptionsIntro: {
    zh: '把網址加入 RSS 閱讀器或行事曆 App，新的消息與活動會自動出現。',
    en: 'Add an address to a feed reader or a calendar app: new news and events appear there by themselves.',
  },
  newsKind: { zh: '消息類別', en: 'News' },
  feedAddress: { zh: '網址', en: 'Address' },
  subscribeCalendar: { zh: '以行事曆 App 訂閱', en: 'Subscribe in a calendar app' },
  pageUnit: { zh: '頁', en: 'Page' },
  sidebar: { zh: '側欄', en: 'Sidebar' },
  breadcrumb: { zh: '頁面路徑', en: 'Breadcrumb' },
  footerNav: { zh: '頁尾連結', en: 'Footer links' },
  socialPage: { zh: '社群專頁', en: 'Social Page' },
  schoolWebsite: { zh: '學校網站', en: 'University Website' },
  contactUs: { zh: '聯絡我們', en: 'Contact Us' },
  accessibilityStatement: { zh: '無障礙聲明', en: 'Accessibility statement' },
  // the programme comparison: its title, the programmes' names and the facts it compares
  programmeComparison: { zh: '大學部與碩士班比較', en: 'BA and MA compared' },
  compareProgrammes: {
    zh: '比較大學部與碩士班：學制、學分、必修課程與入學管道',
    en: 'Compare the BA and MA: length, credits, required courses and admission routes',
  },
  lengthOfStudy: { zh: '修業年限', en: 'Length of study' },
  minimumToGraduate: { zh: '最低畢業學分', en: 'Minimum credits to graduate' },
  yearUnit: { zh: '年', en: 'years' },
  degreeAwarded: { zh: '授予學位', en: 'Degree awarded' },
  creditSplit: { zh: '學分組成', en: 'How the credits divide' },
  bridgingPlus: { zh: '另加', en: 'plus' },
  requiredCourses: { zh: '必修課程', en: 'Required courses' },
  skipToContent: { zh: '跳到主要內容', en: 'Skip to main content' },
  notFound: { zh: '找不到這個頁面', en: 'This page could not be found.' },
  backHome: { zh: '回到首頁', en: 'Back to the home page' },
  allRightsReserved: { zh: '版權所有', en: 'All rights reserved.' },
  search: { zh: '搜尋', en: 'Search' },
  searchSite: { zh: '搜尋本站', en: 'Search this site' },
  searchResults: { zh: '搜尋結果', en: 'Search results' },
  searchHint: {
    zh: '請輸入關鍵字，例如教師姓名、課程或活動名稱。',
    en: 'Enter a word, such as a teacher’s name, a course or an event.',
  },
  searchTooLong: { zh: '搜尋字詞最多 200 個字。', en: 'A search can be at most 200 characters long.' },
  searchCount: { zh: '筆結果', en: 'results' },
  searchFor: { zh: '搜尋', en: 'for' },
  searchFilters: { zh: '篩選結果', en: 'Filter results' },
  filterType: { zh: '類型', en: 'Type' },
  filterCategory: { zh: '消息類別', en: 'News category' },
  filterYear: { zh: '年份', en: 'Year' },
  allTypes: { zh: '全部', en: 'All' },
  allCategories: { zh: '全部類別', en: 'All categories' },
  allYears: { zh: '全部年份', en: 'All years' },
  typeNews: { zh: '消息', en: 'News' },
  typePerson: { zh: '人物', en: 'Person' },
  typeCourse: { zh: '課程', en: 'Course' },
  typeSchool: { zh: '姐妹校', en: 'Partner School' },
  typePage: { zh: '頁面', en: 'Page' },
  rankProfessor: { zh: '教授', en: 'Professor' },
  rankAssociateProfessor: { zh: '副教授', en: 'Associate Professor' },
  rankAssistantProfessor: { zh: '助理教授', en: 'Assistant Professor' },
  // the accessibility statement: GOV.UK's model headings, and its fixed sentences
  a11yHowAccessible: { zh: '本網站的無障礙程度', en: 'How accessible this website is' },
  a11yKnownLimits: {
    zh: '我們知道本網站有些部分並非完全無障礙：',
    en: 'We know some parts of this website are not fully accessible:',
  },
  a11yFeedback: { zh: '意見回饋與聯絡方式', en: 'Feedback and contact information' },
  a11yReporting: { zh: '回報本網站的無障礙問題', en: 'Reporting accessibility problems with this website' },
  a11yResponseTime: { zh: '回覆時間', en: 'Response time' },
  a11yReplyWithin: { zh: '我們會在', en: 'We will reply within' },
  a11yWorkingDays: { zh: '個工作天內回覆。', en: 'working days.' },
  a11yOtherContact: { zh: '其他聯絡方式：', en: 'Other ways to reach us:' },
  a11yTechnical: { zh: '本網站無障礙的技術資訊', en: 'Technical information about this website’s accessibility' },
  a11yTarget: {
    zh: '本系致力讓本網站符合《網頁內容無障礙指引》（WCAG）2.2 版 AA 等級。',
    en: 'The department is committed to making this website meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA.',
  },
  a11yCompliance: { zh: '符合狀態', en: 'Compliance status' },
  a11yCompliantFull: {
    zh: '本網站完全符合 WCAG 2.2 AA 等級。',
    en: 'This website is fully compliant with the WCAG version 2.2 AA standard.',
  },
  a11yCompliantPartial: {
    zh: '本網站部分符合 WCAG 2.2 AA 等級，原因是下方「無法完全存取的內容」所列的不符合項目。',
    en: 'This website is partially compliant with the WCAG version 2.2 AA standard, due to the non-compliances listed below under “Non-accessible content”.',
  },
  a11yCompliantNone: {
    zh: '本網站不符合 WCAG 2.2 AA 等級，不符合的項目列於下方「無法完全存取的內容」。',
    en: 'This website is not compliant with the WCAG version 2.2 AA standard. The non-compliances are listed below under “Non-accessible content”.',
  },
  a11yTesting: { zh: '我們如何測試本網站', en: 'How we tested this website' },
  a11yAutomated: { zh: '自動檢查：', en: 'Automated checks:' },
  a11yManual: { zh: '逐步檢查：', en: 'Checks made step by step:' },
  a11yNonAccessible: { zh: '無法完全存取的內容', en: 'Non-accessible content' },
  a11yNonAccessibleLead: {
    zh: '下列內容並非完全無障礙，原因如下。',
    en: 'The content listed below is non-accessible for the following reasons.',
  },
  a11yNonCompliance: { zh: '不符合 WCAG 2.2 AA 的項目', en: 'Non-compliance with WCAG 2.2 AA' },
  a11yCriteria: { zh: '未符合的成功準則：', en: 'Success criteria not met:' },
  a11yOutOfScope: {
    zh: '不在本聲明範圍內的內容',
    en: 'Content that is not within the scope of this statement',
  },
  a11yPreparation: { zh: '本聲明的製作', en: 'Preparation of this accessibility statement' },
  a11yPrepared: { zh: '本聲明製作於', en: 'This statement was prepared on' },
  a11yReviewed: { zh: '最後檢視於', en: 'It was last reviewed on' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type PageLabelKey = keyof typeof pageLabels;
/** A key of either dictionary. */
export type AnyLabelKey = LabelKey | PageLabelKey;

/** A label of either dictionary by its key, for the server components that name labels in tables. */
export const labelOf = (key: AnyLabelKey): { zh: string; en: string } =>
  key in pageLabels ? pageLabels[key as PageLabelKey] : labels[key as LabelKey];
