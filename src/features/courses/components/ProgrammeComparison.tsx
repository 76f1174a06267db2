import type { ReactNode } from 'react';
import { hasDetail } from '@/domain/courseDetail';
import type { Programme } from '@/domain/courses';
import { paths, SCREENS, type CourseListKey, type ProgrammeKey } from '@/domain/paths';
import { labels } from '@/lib/labels';
import { type AnyLabelKey, labelOf, pageLabels } from '@/lib/pageLabels';
import { programmeData } from '@/lib/structuredData';
import { IntentLink } from '@/ui/IntentLink';
import { JsonLd } from '@/ui/JsonLd';
import { creditRange, readProgramme, requiredListOf } from '../server';
import styles from './Comparison.module.scss';

const PROGRAMMES = [
  { key: 'ba', name: labels.programmeBa, intro: SCREENS.baIntroduce },
  { key: 'ma', name: labels.programmeMa, intro: SCREENS.maIntroduce },
] as const satisfies readonly { key: ProgrammeKey; name: { zh: string; en: string }; intro: string }[];

/** Chinese, then its English under lang="en". */
function Both({ zh, en }: { zh: string; en: string }) {
  return (
    <>
      {zh} <span lang="en">{en}</span>
    </>
  );
}

/** One fact of both programmes: its name heads the row, each programme's value is a cell under its column. */
function Row({ name, cells }: { name: AnyLabelKey; cells: ReactNode[] }) {
  return (
    <tr data-row={name}>
      <th scope="row">
        <Both {...labelOf(name)} />
      </th>
      {cells.map((cell, i) => {
        const { key, name: programme } = PROGRAMMES[i]!;
        // a phone shows the programme's name above each cell, the column header being far up (CSS, hidden from AT)
        return (
          <td key={key} data-label={`${programme.zh} ${programme.en}`}>
            {cell}
          </td>
        );
      })}
    </tr>
  );
}

/** A number and its unit in both languages: `128 學分 credits`. */
function Amount({ n, unit }: { n: number | string; unit: AnyLabelKey }) {
  return (
    <span className={styles.amount}>
      <strong>{n}</strong> <Both {...labelOf(unit)} />
    </span>
  );
}

function Courses({ programme, list }: { programme: Programme; list: CourseListKey }) {
  return (
    <dl className={styles.years}>
      {programme.requiredCoreCourses.map((g) => (
        <div key={g.id}>
          <dt>
            <Both zh={g.title} en={g.subTitle} />
          </dt>
          <dd>
            <ul className={styles.list}>
              {g.banner.map((c) => (
                <li key={c.id}>
                  {/* only a course with a Chinese description has a page of its own */}
                  {hasDetail(c) ? (
                    <IntentLink href={paths.course(list, g.id, c.id)}>
                      <Both zh={c.title} en={c.subTitle} />
                    </IntentLink>
                  ) : (
                    <Both zh={c.title} en={c.subTitle} />
                  )}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The BA and MA side by side, every number and name from content/courses/{ba,ma}.json. A table with a header
 * per fact and per programme; on a phone each fact's header spans the row and the two programmes stay side by side.
 */
export function ProgrammeComparison() {
  const shown = PROGRAMMES.map((p) => ({ ...p, programme: readProgramme(p.key), list: requiredListOf(p.key) }));
  const cells = (render: (p: (typeof shown)[number]) => ReactNode) => shown.map(render);
  return (
    <>
      <JsonLd
        data={shown.map(({ programme, name, intro, list }) =>
          programmeData(
            programme,
            name,
            intro,
            programme.requiredCoreCourses.flatMap((g) =>
              g.banner.map((c) => ({
                title: c.title,
                subTitle: c.subTitle,
                ...(hasDetail(c) ? { path: paths.course(list, g.id, c.id) } : {}),
              })),
            ),
          ),
        )}
      />
      <table className={styles.table} data-testid="programme-comparison">
        <caption className={styles.caption}>
          <Both {...pageLabels.programmeComparison} />
        </caption>
        <thead>
          <tr>
            <td />
            {shown.map((p) => (
              <th key={p.key} scope="col" data-programme={p.key}>
                <IntentLink href={p.intro}>
                  <Both {...p.name} />
                </IntentLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            name="lengthOfStudy"
            cells={cells((p) => (
              <Amount n={p.programme.years} unit="yearUnit" />
            ))}
          />
          <Row
            name="degreeAwarded"
            cells={cells((p) => (
              <Both zh={p.programme.degree.title} en={p.programme.degree.subTitle} />
            ))}
          />
          <Row
            name="minimumToGraduate"
            cells={cells(({ programme: { credits } }) => (
              <>
                <Amount n={credits.minimum} unit="credits" />{' '}
                {credits.bridging && (
                  <p className={styles.bridging}>
                    <span>
                      <Both {...pageLabels.bridgingPlus} /> <Amount n={creditRange(credits.bridging)} unit="credits" />
                    </span>{' '}
                    <span>
                      <Both zh={credits.bridging.title} en={credits.bridging.subTitle} />
                    </span>
                  </p>
                )}
              </>
            ))}
          />
          <Row
            name="creditSplit"
            cells={cells(({ programme: { credits } }) => (
              <ul className={styles.parts}>
                {credits.parts.map((part) => (
                  <li key={part.title}>
                    <span>
                      <Both zh={part.title} en={part.subTitle} />
                      {part.courses !== undefined && (
                        <span className={styles.count}>
                          {' '}
                          {part.courses} <Both {...pageLabels.courseCount} />
                        </span>
                      )}
                    </span>{' '}
                    <Amount n={part.credits} unit="credits" />
                  </li>
                ))}
              </ul>
            ))}
          />
          <Row
            name="requiredCourses"
            cells={cells(({ programme, list }) => (
              <Courses programme={programme} list={list} />
            ))}
          />
          <Row
            name="admissionRoutes"
            cells={cells(({ programme }) => (
              <ul className={styles.list}>
                {programme.admissionRoutes.map((r) => (
                  <li key={r.title}>
                    <IntentLink href={SCREENS[r.screen]}>
                      <Both zh={r.title} en={r.subTitle} />
                    </IntentLink>
                  </li>
                ))}
              </ul>
            ))}
          />
        </tbody>
      </table>
    </>
  );
}
