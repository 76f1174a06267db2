import { labels } from '@/lib/labels';
import { pageLabels } from '@/lib/pageLabels';
import { Paragraphs } from '@/ui/Paragraphs';
import { FeedLinks } from '@/ui/FeedLinks';
import { paths, type ProgrammeKey } from '@/domain/paths';
import { creditRange, readProgramme } from '../server';
import { ComparisonLink } from './ComparisonLink';
import styles from './Courses.module.scss';

export function ProgrammeIntro({ programme }: { programme: ProgrammeKey }) {
  const p = readProgramme(programme);
  const { minimum, parts, bridging, notes } = p.credits;
  return (
    <>
      <div className={styles.intro}>
        <Paragraphs text={p.introduction.desc} className={styles.introText} />
        <Paragraphs text={p.introduction.subDesc} lang="en" className={styles.introTextEn} />
      </div>
      <FeedLinks
        className={styles.introFeeds}
        feeds={{ rss: paths.programmeFeed(programme, 'rss'), atom: paths.programmeFeed(programme, 'atom') }}
        calendar={paths.programmeCalendar(programme)}
      />
      <section className={styles.credits} aria-labelledby={`${programme}-credits`} data-testid="credits">
        <h2 id={`${programme}-credits`} className={styles.groupTitle}>
          {pageLabels.graduationCredits.zh} <span lang="en">{pageLabels.graduationCredits.en}</span>
        </h2>
        <p className={styles.minimum} data-caption>
          <strong data-testid="credits-minimum">{minimum}</strong>
          <span>
            {pageLabels.minimumCredits.zh} <span lang="en">{pageLabels.minimumCredits.en}</span>
          </span>
        </p>
        {/* the parts' shares as an SVG (sizes as attributes: no inline style under a strict CSP) */}
        <svg
          className={styles.bar}
          viewBox={`0 0 ${minimum} 18`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {parts.map((part, i) => {
            const x = parts.slice(0, i).reduce((sum, p) => sum + p.credits, 0);
            return (
              <rect
                key={part.title}
                className={styles.barPart}
                data-tone={i % 4}
                x={x}
                y={0}
                width={Math.max(0, part.credits - minimum / 200)}
                height={18}
              />
            );
          })}
        </svg>
        <ul className={styles.parts} data-caption>
          {parts.map((part, i) => (
            <li key={part.title} data-testid="credit-part">
              <span className={styles.swatch} data-tone={i % 4} aria-hidden="true" />
              <span className={styles.partName}>
                {part.title} <span lang="en">{part.subTitle}</span>
                {part.courses !== undefined && (
                  <span className={styles.partCourses} data-testid="credit-part-courses">
                    {part.courses} {pageLabels.courseCount.zh} <span lang="en">{pageLabels.courseCount.en}</span>
                  </span>
                )}
              </span>
              <span className={styles.partCredits}>
                {part.credits} <span className={styles.unit}>{labels.credits.zh}</span>
              </span>
            </li>
          ))}
        </ul>
        {bridging && (
          <p className={styles.bridging} data-caption data-testid="credits-bridging">
            <span className={styles.partName}>
              {bridging.title} <span lang="en">{bridging.subTitle}</span>
            </span>
            <span className={styles.partCredits}>
              {creditRange(bridging)} <span className={styles.unit}>{labels.credits.zh}</span>
            </span>
          </p>
        )}
        {notes.length > 0 && (
          <ul className={styles.notes}>
            {notes.map((n) => (
              <li key={n.desc}>
                {n.desc}
                <span lang="en">{n.subDesc}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ComparisonLink />
    </>
  );
}
