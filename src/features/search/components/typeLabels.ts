import type { AnyLabelKey } from '@/lib/pageLabels';
import type { SearchType } from '@/domain/search';

export const TYPE_LABELS: Record<SearchType, AnyLabelKey> = {
  news: 'typeNews',
  person: 'typePerson',
  course: 'typeCourse',
  school: 'typeSchool',
  page: 'typePage',
};
