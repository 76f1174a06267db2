/**
 * Every fixed label of the site (docs/ARCHITECTURE.md, "Bilingual content"). `zh` is Traditional Chinese;
 * components render both languages, marking `en` with lang="en".
 */
export const labels = {
  noData: { zh: '沒有資料', en: 'No Data' },
  loading: { zh: '載入中', en: 'Loading' },
  profile: { zh: '教師介紹', en: 'Profile' },
  teacher: { zh: '授課教師', en: 'Taught by' },
  courseMode: { zh: '授課方式', en: 'Mode' },
  courseSchedule: { zh: '上課時間', en: 'Schedule' },
  tuition: { zh: '學雜費', en: 'Tuition and fees' },
  gallery: { zh: '作品圖集', en: 'Gallery' },
  work: { zh: '作品', en: 'Work' },
  courseDetail: { zh: '課程內容', en: 'Course detail' },
  credits: { zh: '學分', en: 'credits' },
  introduction: { zh: '系所簡介', en: 'Introduction' },
  updated: { zh: '更新於', en: 'Updated' },
  newsList: { zh: '消息列表', en: 'News list' },
  newsDetail: { zh: '消息內容', en: 'News detail' },
  subscribe: { zh: '訂閱', en: 'Subscribe' },
  allSubscriptions: { zh: '全部訂閱', en: 'All feeds' },
  /** copying an address to the clipboard */
  copy: { zh: '複製網址', en: 'Copy address' },
  copied: { zh: '已複製', en: 'Copied' },
  copyFailed: { zh: '無法複製，請選取網址後自行複製', en: 'Could not copy: select the address and copy it' },
  calendar: { zh: '行事曆', en: 'Calendar' },
  addToCalendar: { zh: '加入行事曆', en: 'Add to calendar' },
  /** the whole series of an event held in sessions */
  addAllSessions: { zh: '全部場次加入行事曆', en: 'Add every session to calendar' },
  /** one session, beside its time */
  addSession: { zh: '加入行事曆', en: 'Add' },
  attachments: { zh: '附件下載', en: 'Documents to download' },
  /** the people a news item concerns */
  newsPeople: { zh: '相關人物', en: 'People' },
  /** a profile's news, newest first */
  personNews: { zh: '相關消息', en: 'News' },
  downloadVcard: { zh: '下載聯絡人名片', en: 'Download contact (vCard)' },
  profileQr: { zh: '本教師介紹頁網址的 QR 碼', en: "QR code of this profile's address" },
  eventWhen: { zh: '活動時間', en: 'When' },
  eventWhere: { zh: '地點', en: 'Where' },
  eventSessions: { zh: '場次', en: 'Sessions' },
  eventAttendance: { zh: '參加方式', en: 'Attendance' },
  eventOffline: { zh: '實體', en: 'In person' },
  eventOnline: { zh: '線上', en: 'Online' },
  eventMixed: { zh: '實體與線上', en: 'In person and online' },
  eventCity: { zh: '城市', en: 'City' },
  eventOnlineUrl: { zh: '線上連結', en: 'Online link' },
  pause: { zh: '暫停輪播', en: 'Pause slides' },
  pagination: { zh: '分頁', en: 'Pagination' },
  previousPage: { zh: '上一頁', en: 'Previous page' },
  nextPage: { zh: '下一頁', en: 'Next page' },
  page: { zh: '第', en: 'Page' },
  goToPage: { zh: '跳至', en: 'Go to page' },
  go: { zh: '前往', en: 'Go' },
  pageSize: { zh: '每頁筆數', en: 'Per page' },
  totalItems: { zh: '共', en: 'items' },
  previousSlide: { zh: '上一張', en: 'Previous' },
  nextSlide: { zh: '下一張', en: 'Next' },
  slides: { zh: '選擇投影片', en: 'Choose slide' },
  slide: { zh: '投影片', en: 'Slide' },
  close: { zh: '返回', en: 'Close' },
  backToTop: { zh: '回頂部', en: 'Back to Top' },
  comingSoon: { zh: '即將推出', en: 'Coming Soon' },
  menu: { zh: '選單', en: 'Menu' },
  closeMenu: { zh: '關閉選單', en: 'Close menu' },
  mainNav: { zh: '主選單', en: 'Main menu' },
  sectionNav: { zh: '本單元選單', en: 'Section menu' },
  theme: { zh: '外觀', en: 'Theme' },
  themeLight: { zh: '淺色', en: 'Light' },
  themeDark: { zh: '深色', en: 'Dark' },
  themeSystem: { zh: '跟隨系統', en: 'System' },
  programmeBa: { zh: '大學部', en: 'BA programme' },
  programmeMa: { zh: '碩士班', en: 'MA programme' },
  admissionRoutes: { zh: '入學管道', en: 'Admission routes' },
  opensInNewTab: { zh: '（另開新視窗）', en: '(opens in a new tab)' },
  home: { zh: '首頁', en: 'Home' },
  pageError: { zh: '這個頁面暫時無法顯示', en: 'This page could not be shown right now.' },
  retry: { zh: '再試一次', en: 'Try again' },
  // the faculty directory's filters
  directoryFilters: { zh: '篩選教師', en: 'Filter the teachers' },
  filterKeyword: { zh: '關鍵字（姓名或研究領域）', en: 'Keyword (name or research field)' },
  filterKeywordPartTime: { zh: '關鍵字（姓名）', en: 'Keyword (name)' },
  filterAll: { zh: '全部', en: 'All' },
  teacherCount: { zh: '位教師', en: 'teachers' },
  teacherCountOne: { zh: '位教師', en: 'teacher' },
  filterRank: { zh: '職級', en: 'Rank' },
  filterField: { zh: '研究領域', en: 'Research field' },
  filterClear: { zh: '清除篩選', en: 'Clear filters' },
  filterApply: { zh: '篩選', en: 'Filter' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type LabelKey = keyof typeof labels;

/** "中文 English" in one string, for attributes (aria-label, title) that cannot hold markup. */
export const both = (label: { zh: string; en: string }): string => `${label.zh} ${label.en}`;

/** A degree programme's name (大學部 BA programme, 碩士班 MA programme). */
export const programmeLabel = (programme: 'ba' | 'ma') =>
  programme === 'ba' ? labels.programmeBa : labels.programmeMa;
