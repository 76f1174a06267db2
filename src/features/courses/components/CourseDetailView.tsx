import { Img } from '@/ui/Img';
import Link from 'next/link';
import { labels } from '@/lib/labels';
import { assetUrl } from '@/lib/url';
import { Paragraphs } from '@/ui/Paragraphs';
import type { TeacherRef } from '@/domain/people';
import type { Course, YearGroup } from '@/domain/courses';
import styles from './Courses.module.scss';

export function CourseDetailView({
  group,
  course,
  teacher,
  headingLevel = 2,
}: {
  group: YearGroup;
  course: Course;
  teacher?: TeacherRef | null;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.detail} data-testid="course-detail">
      <p className={styles.detailGroup}>
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
      <Img src={assetUrl(course.imageUrl)} alt="" width={800} height={600} className={styles.detailImage} />
      <Paragraphs text={course.desc} className={styles.detailText} />
      <Paragraphs text={course.subDesc} lang="en" className={styles.detailTextEn} />
      {course.images.length > 0 && (
        <ul className={styles.gallery} aria-label={`${labels.gallery.zh} ${labels.gallery.en}`}>
          {course.images.map((img, i) => (
            <li key={img}>
              <Img src={assetUrl(img)} alt={`${course.title} ${labels.work.zh} ${i + 1}`} width={800} height={600} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
