import { Img } from '@/ui/Img';
import { pageLabels } from '@/lib/pageLabels';
import { courseListData } from '@/lib/structuredData';
import { hasDetail } from '@/domain/courseDetail';
import { JsonLd } from '@/ui/JsonLd';
import { overlayLink } from '@/ui/overlayLink';
import { paths, type CourseListKey } from '@/domain/paths';
import { readGroups } from '../server';
import { CourseOverlay } from './CourseOverlay';
import styles from './Courses.module.scss';

/** Only courses with a Chinese description are featured or link to a detail: the others have none. */
export function CourseGroups({ list }: { list: CourseListKey }) {
  const groups = readGroups(list);
  const pages = groups.flatMap((g) =>
    g.banner.filter(hasDetail).map((c) => ({ name: `${c.title} ${c.subTitle}`, path: paths.course(list, g.id, c.id) })),
  );
  return (
    <>
      <JsonLd data={courseListData(pages)} />
      {groups.map((group, gi) => {
        const featured = group.banner.filter(hasDetail);
        // the page's first image (the first featured work, else the first card) is its largest on screen
        const first = gi === 0 ? (featured[0] ?? group.banner[0]) : undefined;
        return (
          <section
            key={group.id}
            className={styles.group}
            aria-labelledby={`${list}-${group.id}`}
            data-testid="year-group"
            data-group-id={group.id}
          >
            <h2 id={`${list}-${group.id}`} className={styles.groupTitle}>
              {group.title} <span lang="en">{group.subTitle}</span>
            </h2>
            {featured.length > 0 && (
              <ul
                className={styles.banner}
                aria-label={`${group.title} ${pageLabels.featuredWorks.zh} ${pageLabels.featuredWorks.en}`}
                data-testid="course-banner"
              >
                {featured.map((course) => (
                  <li key={course.id}>
                    <a
                      {...overlayLink(
                        paths.course(list, group.id, course.id),
                        paths.courseOverlay(list, group.id, course.id),
                      )}
                      className={styles.bannerItem}
                    >
                      <Img
                        src={course.imageUrl}
                        media={course.media}
                        slot="courseBanner"
                        alt=""
                        width={800}
                        height={600}
                        priority={course === first}
                      />
                      <span className={styles.bannerCaption} data-caption>
                        {course.title}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <ul className={styles.cards}>
              {group.banner.map((course) => {
                const body = (
                  <>
                    <Img
                      src={course.imageUrl}
                      media={course.media}
                      slot="courseCard"
                      alt=""
                      width={800}
                      height={600}
                      className={styles.cardImage}
                      priority={featured.length === 0 && course === first}
                    />
                    <span className={styles.cardBody}>
                      <span className={styles.cardTitle}>{course.title}</span>
                      <span className={styles.cardSub} lang="en">
                        {course.subTitle}
                      </span>
                    </span>
                  </>
                );
                return (
                  <li key={course.id}>
                    {hasDetail(course) ? (
                      <a
                        {...overlayLink(
                          paths.course(list, group.id, course.id),
                          paths.courseOverlay(list, group.id, course.id),
                        )}
                        className={styles.card}
                        data-testid="course-card"
                        data-course-id={course.id}
                      >
                        {body}
                      </a>
                    ) : (
                      <div
                        className={`${styles.card} ${styles.cardStatic}`}
                        data-testid="course-card"
                        data-course-id={course.id}
                      >
                        {body}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <CourseOverlay list={list} />
    </>
  );
}
