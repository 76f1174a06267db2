import { item, writeNewsContent, type NewsFixture } from './fixtures';
import type { NewsCategoryKey } from '@/domain/newsCategories';

/** A news item with its own title and body (description 摘要 / Summary, like the generic items). */
export function news(
  newsId: number,
  displayDate: string,
  category: NewsCategoryKey,
  title: string,
  subTitle: string,
  body = '<p>內容</p>\n',
): NewsFixture {
  return item(newsId, displayDate, body, category, { title, subTitle, description: '摘要', subDescription: 'Summary' });
}

/**
 * The search tests' news (the department records come from the real content files):
 *   NEWS_TEACH 201 設計 in the middle of a title; 202 設計 / design only in the body, and newer
 *   TEACH_WORKSHOP 901 臺北設計工作營 (2025), 902 台北城市工作營 (2023), 903/904 identical but for the date
 *   NEWS_AWARE 23 generic items (2024), APPLY_TEAM 1201 with a script in its body
 * Every item has 摘要 (summary) in its description: 30 in all.
 */
export function searchContent(dir: string): { newsDir: string; staticDir: string } {
  return writeNewsContent(dir, [
    news(201, '2025-05-01', 'NEWS_TEACH', '永續設計論壇登場', 'Sustainable Design Forum Opens'),
    news(
      202,
      '2026-01-10',
      'NEWS_TEACH',
      '校友返校日',
      'Alumni Day',
      '<p>校友分享產品<strong>設計</strong>的經驗。</p>\n\n<section lang="en"><p>Alumni shared their design stories.</p></section>\n',
    ),
    news(
      901,
      '2025-07-01',
      'TEACH_WORKSHOP',
      '臺北設計工作營',
      'Taipei Design Workshop',
      '<h2>在臺北街頭找題目</h2><p>二十位學生在臺北街頭觀察機車通勤，完成六件原型。</p>\n\n<section lang="en"><h2>Finding briefs in the streets of Taipei</h2><p>Twenty students observed scooter commuters &amp; built six prototypes in this workshop.</p></section>\n',
    ),
    news(902, '2023-07-01', 'TEACH_WORKSHOP', '台北城市工作營', 'Taipei City Workshop'),
    news(903, '2022-05-05', 'TEACH_WORKSHOP', '模具展覽', 'Mould Show', '<p>模具展覽的內容。</p>\n'),
    news(904, '2024-05-05', 'TEACH_WORKSHOP', '模具展覽', 'Mould Show', '<p>模具展覽的內容。</p>\n'),
    ...Array.from({ length: 23 }, (_, i) =>
      item(301 + i, `2024-0${1 + Math.floor(i / 4)}-1${i % 2}`, undefined, 'NEWS_AWARE'),
    ),
    item(1201, '2023-07-01', '<p>ok</p><script>alert(1)</script><p>&lt;script&gt; in text</p>\n', 'APPLY_TEAM'),
  ]);
}
