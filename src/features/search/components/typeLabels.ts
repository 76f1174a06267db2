import type { LabelKey } from '@/lib/labels';
import type { SearchType } from '@/domain/search';

export const TYPE_LABELS: Record<SearchType, LabelKey> = {
  news: 'typeNews',
  person: 'typePerson',
  course: 'typeCourse',
  school: 'typeSchool',
  page: 'typePage',
};
