import { Img } from '@/ui/Img';
import Link from 'next/link';
import { labels } from '@/lib/labels';
import { Paragraphs } from '@/ui/Paragraphs';
import type { TeacherRef } from '@/domain/people';
import { COURSE_MODES } from '@/domain/courseDetail';
import type { Course, Teaching, YearGroup } from '@/domain/courses';
import styles from './Courses.module.scss';

/** How the course is taught and what a semester costs: the same facts as its schema.org CourseInstance and Offer. */
function TeachingFacts({ teaching }: { teaching: Teaching }) {
  const mode = COURSE_MODES[teaching.courseMode];
  const tuition = teaching.tuition.toLocaleString('en');
  const rows = [
    { label: labels.courseMode, zh: mode.zh, en: mode.en },
    {
      label: labels.courseSchedule,
      zh: `一學期 ${teaching.weeks} 週，每週 ${teaching.hoursPerWeek} 小時`,
      en: `one semester, ${teaching.weeks} weeks, ${teaching.hoursPerWeek} hours a week`,
    },
    teaching.tuition === 0
      ? { label: labels.tuition, zh: '免費', en: 'free' }
      : {
          label: labels.tuition,
          zh: `每學期 ${teaching.currency} ${tuition}（全學程）`,
          en: `${teaching.currency} ${tuition} a semester, for the whole programme`,
        },
  ];
  return (
    <dl className={styles.facts} data-testid="course-teaching">
      {rows.map((row) => (
        <div key={row.label.en}>
          <dt>
            {row.label.zh} <span lang="en">{row.label.en}</span>
          </dt>
          <dd>
            {row.zh} <span lang="en">{row.en}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CourseDetailView({
  group,
  course,
  teaching,
  teacher,
  headingLevel = 2,
}: {
  group: YearGroup;
  course: Course;
  teaching: Teaching;
  teacher?: TeacherRef | null;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.detail} data-testid="course-detail">
      <p className={styles.detailGroup} data-caption>
        {group.title} <span lang="en">{group.subTitle}</span>
      </p>
      <Heading className={styles.detailTitle}>
        <span>{course.title}</span>
        <span lang="en" className={styles.detailTitleEn}>
          {course.subTitle}
        </span>
      </Heading>
      {teacher && (
        <p className={styles.teacher} data-testid="course-teacher">
          <span className={styles.teacherLabel}>
            {labels.teacher.zh} <span lang="en">{labels.teacher.en}</span>
          </span>
          <Link href={teacher.href}>
            {teacher.name} <span lang="en">{teacher.subName}</span>
          </Link>
        </p>
      )}
      <TeachingFacts teaching={teaching} />
      <Img
        src={course.imageUrl}
        media={course.media}
        slot={headingLevel === 1 ? 'prose' : 'prosePanel'}
        alt=""
        width={800}
        height={600}
        className={styles.detailImage}
      />
      <Paragraphs text={course.desc} className={styles.detailText} />
      <Paragraphs text={course.subDesc} lang="en" className={styles.detailTextEn} />
      {course.images.length > 0 && (
        <ul className={styles.gallery} aria-label={`${labels.gallery.zh} ${labels.gallery.en}`}>
          {course.images.map((img, i) => (
            <li key={img}>
              <Img
                src={img}
                media={course.media}
                slot="gallery"
                alt={`${course.title} ${labels.work.zh} ${i + 1}`}
                width={800}
                height={600}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
