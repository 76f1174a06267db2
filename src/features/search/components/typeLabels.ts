import type { LabelKey } from '@/lib/labels';
import type { SearchType } from '@/domain/search';

/** The bilingual label of each result type. */
export const TYPE_LABELS: Record<SearchType, LabelKey> = {
  news: 'typeNews',
  person: 'typePerson',
  course: 'typeCourse',
  school: 'typeSchool',
  page: 'typePage',
};
