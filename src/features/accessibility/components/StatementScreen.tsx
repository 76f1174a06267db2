import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Conformance } from '@/domain/accessibility';
import { SCREENS } from '@/domain/paths';
import { type AnyLabelKey, labelOf, pageLabels } from '@/lib/pageLabels';
import { Paragraphs } from '@/ui/Paragraphs';
import { readStatement } from '../server';
import styles from './Statement.module.scss';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-11-25' -> '2026 年 11 月 25 日' and '25 November 2026' (GOV.UK's style for dates in text). */
function dates(iso: string): { zh: string; en: string } {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return { zh: `${y} 年 ${m} 月 ${d} 日`, en: `${d} ${MONTHS[m - 1]} ${y}` };
}

const COMPLIANCE: Record<Conformance, AnyLabelKey> = {
  full: 'a11yCompliantFull',
  partial: 'a11yCompliantPartial',
  none: 'a11yCompliantNone',
};

/** A fixed label in both languages, the English marked. */
const Both = ({ name }: { name: AnyLabelKey }) => (
  <>
    {labelOf(name).zh} <span lang="en">{labelOf(name).en}</span>
  </>
);

function Heading({ level, id, name }: { level: 2 | 3; id?: string; name: AnyLabelKey }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={level === 2 ? styles.heading : styles.subheading}>
      <Both name={name} />
    </Tag>
  );
}

/** Chinese and English text side by side on wide screens. */
const Columns = ({ zh, en }: { zh: string; en: string }) => (
  <div className={styles.columns}>
    <Paragraphs text={zh} className={styles.text} />
    <Paragraphs text={en} lang="en" className={styles.textEn} />
  </div>
);

/** A list whose items each hold a Chinese line and its English one. */
const PairList = ({ items, labelledBy }: { items: { zh: string; en: string }[]; labelledBy?: string }) => (
  <ul className={styles.pairs} aria-labelledby={labelledBy}>
    {items.map((item) => (
      <li key={item.zh}>
        <span>{item.zh}</span> <span lang="en">{item.en}</span>
      </li>
    ))}
  </ul>
);

const Mail = ({ email }: { email: string }) => (
  <p className={styles.mail}>
    <Both name="email" />
    {': '}
    <a href={`mailto:${email}`} data-testid="statement-email">
      {email}
    </a>
  </p>
);

/** An entry of the non-accessible content: its name, what it means, and the criteria it fails. */
function Entry({
  entry,
  criteria,
}: {
  entry: { title: string; subTitle: string; desc: string; subDesc: string };
  criteria?: string[];
}) {
  return (
    <li className={styles.entry}>
      <p className={styles.entryTitle}>
        {entry.title} <span lang="en">{entry.subTitle}</span>
      </p>
      <Columns zh={entry.desc} en={entry.subDesc} />
      {criteria && (
        <p className={styles.criteria}>
          <Both name="a11yCriteria" /> {criteria.map((c) => `WCAG ${c}`).join(', ')}
        </p>
      )}
    </li>
  );
}

const Section = ({ children }: { children: ReactNode }) => <section className={styles.section}>{children}</section>;

/** GOV.UK's model accessibility statement, its headings fixed and its text from content/accessibility.json. */
export function StatementScreen() {
  const s = readStatement();
  const prepared = dates(s.prepared);
  const reviewed = dates(s.lastReviewed);
  const bilingual = (items: { desc: string; subDesc: string }[]) => items.map((i) => ({ zh: i.desc, en: i.subDesc }));
  return (
    <div className={styles.statement} data-testid="accessibility-statement">
      <Columns zh={s.introduction.desc} en={s.introduction.subDesc} />
      <PairList items={bilingual(s.abilities)} />

      <Section>
        <Heading level={2} name="a11yHowAccessible" />
        {s.limits.length > 0 && (
          <>
            <p id="a11y-known-limits">
              <Both name="a11yKnownLimits" />
            </p>
            <PairList labelledBy="a11y-known-limits" items={s.limits.map((l) => ({ zh: l.title, en: l.subTitle }))} />
          </>
        )}
      </Section>

      <Section>
        <Heading level={2} name="a11yFeedback" />
        <Columns zh={s.feedback.desc} en={s.feedback.subDesc} />
        <dl className={styles.contact}>
          <div>
            <dt>
              <Both name="email" />
            </dt>
            <dd>
              <a href={`mailto:${s.contact.email}`}>{s.contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Both name="a11yResponseTime" />
            </dt>
            <dd data-testid="statement-response">
              <span>
                {pageLabels.a11yReplyWithin.zh} {s.contact.responseDays} {pageLabels.a11yWorkingDays.zh}
              </span>{' '}
              <span lang="en">
                {pageLabels.a11yReplyWithin.en} {s.contact.responseDays} {pageLabels.a11yWorkingDays.en}
              </span>
            </dd>
          </div>
          <div>
            <dt>
              <Both name="a11yOtherContact" />
            </dt>
            <dd>
              <Link href={SCREENS.contactUs}>
                <Both name="contactUs" />
              </Link>
            </dd>
          </div>
        </dl>
      </Section>

      <Section>
        <Heading level={2} name="a11yReporting" />
        <Columns zh={s.reporting.desc} en={s.reporting.subDesc} />
        <Mail email={s.contact.email} />
      </Section>

      <Section>
        <Heading level={2} name="a11yTechnical" />
        <p className={styles.lead}>
          <Both name="a11yTarget" />
        </p>
        <Heading level={3} name="a11yCompliance" />
        <p className={styles.lead} data-testid="statement-compliance">
          <Both name={COMPLIANCE[s.conformance]} />
        </p>
        <Heading level={3} name="a11yTesting" />
        <Columns zh={s.testing.desc} en={s.testing.subDesc} />
        <p id="a11y-automated" className={styles.listLabel}>
          <Both name="a11yAutomated" />
        </p>
        <PairList labelledBy="a11y-automated" items={bilingual(s.testing.automated)} />
        <p id="a11y-manual" className={styles.listLabel}>
          <Both name="a11yManual" />
        </p>
        <PairList labelledBy="a11y-manual" items={bilingual(s.testing.manual)} />
      </Section>

      {(s.limits.length > 0 || s.outOfScope.length > 0) && (
        <Section>
          <Heading level={2} name="a11yNonAccessible" />
          <p className={styles.lead}>
            <Both name="a11yNonAccessibleLead" />
          </p>
          {s.limits.length > 0 && (
            <>
              <Heading level={3} id="a11y-non-compliance" name="a11yNonCompliance" />
              <ul className={styles.entries} aria-labelledby="a11y-non-compliance">
                {s.limits.map((l) => (
                  <Entry key={l.title} entry={l} criteria={l.criteria} />
                ))}
              </ul>
            </>
          )}
          {s.outOfScope.length > 0 && (
            <>
              <Heading level={3} id="a11y-out-of-scope" name="a11yOutOfScope" />
              <ul className={styles.entries} aria-labelledby="a11y-out-of-scope">
                {s.outOfScope.map((o) => (
                  <Entry key={o.title} entry={o} />
                ))}
              </ul>
            </>
          )}
        </Section>
      )}

      <Section>
        <Heading level={2} name="a11yPreparation" />
        <p className={styles.lead} data-testid="statement-dates">
          <span>
            {pageLabels.a11yPrepared.zh} <time dateTime={s.prepared}>{prepared.zh}</time>，{pageLabels.a11yReviewed.zh}{' '}
            <time dateTime={s.lastReviewed} data-testid="statement-reviewed">
              {reviewed.zh}
            </time>
            。
          </span>{' '}
          <span lang="en">
            {pageLabels.a11yPrepared.en} <time dateTime={s.prepared}>{prepared.en}</time>. {pageLabels.a11yReviewed.en}{' '}
            <time dateTime={s.lastReviewed}>{reviewed.en}</time>.
          </span>
        </p>
      </Section>
    </div>
  );
}
