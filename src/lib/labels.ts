/**
 * Every fixed bilingual label of the site, in one dictionary (docs/ARCHITECTURE.md "Bilingual content").
 * `zh` is Traditional Chinese, `en` English; components render both, marking `en` with lang="en".
 */
export const labels = {
  noData: { zh: '沒有資料', en: 'No Data' },
  loading: { zh: '載入中', en: 'Loading' },
  newsList: { zh: '消息列表', en: 'News list' },
  newsDetail: { zh: '消息內容', en: 'News detail' },
  pause: { zh: '暫停輪播', en: 'Pause slides' },
  pagination: { zh: '分頁', en: 'Pagination' },
  previousPage: { zh: '上一頁', en: 'Previous page' },
  nextPage: { zh: '下一頁', en: 'Next page' },
  page: { zh: '第', en: 'Page' },
  goToPage: { zh: '跳至', en: 'Go to page' },
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
  breadcrumb: { zh: '頁面路徑', en: 'Breadcrumb' },
  footerNav: { zh: '頁尾連結', en: 'Footer links' },
  socialPage: { zh: '社群專頁', en: 'Social Page' },
  schoolWebsite: { zh: '學校網站', en: 'University Website' },
  contactUs: { zh: '聯絡我們', en: 'Contact Us' },
  skipToContent: { zh: '跳到主要內容', en: 'Skip to main content' },
  opensInNewTab: { zh: '（另開新視窗）', en: '(opens in a new tab)' },
  home: { zh: '首頁', en: 'Home' },
  notFound: { zh: '找不到這個頁面', en: 'This page could not be found.' },
  backHome: { zh: '回到首頁', en: 'Back to the home page' },
  pageError: { zh: '這個頁面暫時無法顯示', en: 'This page could not be shown right now.' },
  retry: { zh: '再試一次', en: 'Try again' },
  contentPending: {
    zh: '本頁內容整理中，敬請期待。',
    en: 'The content of this page is being prepared.',
  },
  allRightsReserved: { zh: '版權所有', en: 'All rights reserved.' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type LabelKey = keyof typeof labels;

/** "中文 English" in one string, for attributes (aria-label, title) that cannot hold markup. */
export const both = (key: LabelKey): string => `${labels[key].zh} ${labels[key].en}`;
