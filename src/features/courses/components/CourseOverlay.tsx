'use client';
import { panelPreload } from '@/lib/http/clientLibraries';
import { readAheadThenWarm } from '@/lib/http/readAhead';
import { labels } from '@/lib/labels';
import { panelCode } from '@/lib/panelCode';
import { useAsync } from '@/lib/useAsync';
import { EmptyState } from '@/ui/EmptyState';
import { HashOverlay } from '@/ui/HashOverlay';
import { Spinner } from '@/ui/Spinner';
import { hasDetail } from '@/domain/courseDetail';
import { api, OVERLAYS, type CourseListKey } from '@/domain/paths';
import { CourseDetailView } from './CourseDetailView';

const code = panelCode(() => import('../client'));
const preloadSteps = panelPreload(code.load);

/** The list's year groups are read on first use; unknown ids show No Data. */
function CoursePanel({ list, id, detailId }: { list: CourseListKey; id: number | null; detailId: number | null }) {
  const wanted = id !== null && detailId !== null;
  const query = useAsync(
    wanted ? `courses:${list}` : null,
    () => code.load().then((m) => m.loadCourses(list)),
    undefined,
    () => code.loaded()?.cachedCourses(list),
  );
  if (!wanted) return <EmptyState />;
  if (query.status === 'pending') return <Spinner />;
  const group = query.data?.datas.find((g) => g.id === id);
  const course = group?.banner.find((c) => c.id === detailId);
  if (!group || !course || !hasDetail(course)) return <EmptyState />;
  const teacher = course.teacher !== undefined ? query.data?.teachers[String(course.teacher)] : null;
  return <CourseDetailView group={group} course={course} teaching={query.data!.teaching} teacher={teacher ?? null} />;
}

export function CourseOverlay({ list }: { list: CourseListKey }) {
  return (
    <HashOverlay
      pattern={OVERLAYS.course(list)}
      label={`${labels.courseDetail.zh} ${labels.courseDetail.en}`}
      preload={preloadSteps}
      prepare={() => readAheadThenWarm(api.courses(list), () => code.loaded()?.warmCourses(list))}
    >
      {({ id, detailId }) => <CoursePanel list={list} id={id ?? null} detailId={detailId ?? null} />}
    </HashOverlay>
  );
}
