import { Img } from '@/ui/Img';
import { withBasePath } from '@/lib/url';
import { pageLabels } from '@/lib/pageLabels';
import { parseDirectoryQuery, RANK_KEYS } from '@/domain/directory';
import type { PartTimeProfessor, Person } from '@/domain/people';
import { ANY, paths, type ProfileList } from '@/domain/paths';
import { overlayLink } from '@/ui/overlayLink';
import { directoryEntry, directoryScope, readFullTime, readPartTime, readResearchFields, readStaff } from '../server';
import { DirectoryFilters, type FilterOption } from './DirectoryFilters';
import { ProfileOverlay } from './ProfileOverlay';
import styles from './People.module.scss';

/** The first card of a page gets `priority`: its photo is the largest image on the first screen. */
function Card({
  person,
  link,
  priority = false,
}: {
  person: Person | PartTimeProfessor;
  /** a profile's card links to its page, opened over the list */
  link?: ReturnType<typeof overlayLink>;
  priority?: boolean;
}) {
  const rank = 'categoryName' in person ? person : null;
  const body = (
    <>
      <Img
        src={person.imageUrl}
        media={person.media}
        slot="personCard"
        alt=""
        width={600}
        height={800}
        className={styles.photo}
        priority={priority}
      />
      <span className={styles.cardBody}>
        {rank && (
          <span className={styles.cardRank} data-caption>
            {rank.categoryName} <span lang="en">{rank.categorySubName}</span>
          </span>
        )}
        <span className={styles.cardName}>
          {person.name} <span lang="en">{person.subName}</span>
        </span>
        <span className={styles.cardTitle}>{person.title}</span>
        <span className={styles.cardTitleEn} lang="en">
          {person.subTitle}
        </span>
        {!link && 'email' in person && person.email && (
          <a className={styles.cardEmail} href={`mailto:${person.email}`}>
            {person.email}
          </a>
        )}
      </span>
    </>
  );
  return link ? (
    <a className={styles.card} {...link} data-testid="person-card" data-person-id={person.id}>
      {body}
    </a>
  ) : (
    <div className={`${styles.card} ${styles.cardStatic}`} data-testid="person-card" data-person-id={person.id}>
      {body}
    </div>
  );
}

const RANK_LABELS = {
  professor: pageLabels.rankProfessor,
  'associate-professor': pageLabels.rankAssociateProfessor,
  'assistant-professor': pageLabels.rankAssistantProfessor,
} as const;

/** The address's filters as the rewrite carries them: a rank or field segment `any` is no filter. */
export interface DirectoryQuery {
  rank?: string;
  field?: string;
  q?: string;
}

/**
 * A list of profiles with its filters (src/domain/directory.ts): the first HTML shows the view the address asks
 * for; with JavaScript the filters answer as the visitor chooses or types. Every card is in the page once.
 */
export function ProfileDirectory({ list, query = {} }: { list: ProfileList; query?: DirectoryQuery }) {
  const people = list === 'fullTime' ? readFullTime() : readPartTime();
  const scope = directoryScope(list);
  const given = (v: string | undefined) => (v === ANY ? undefined : v);
  const { filters } = parseDirectoryQuery({ rank: given(query.rank), field: given(query.field), q: query.q }, scope);
  const ranks: FilterOption[] = scope.ranks ? RANK_KEYS.map((key) => ({ value: key, ...RANK_LABELS[key] })) : [];
  const fields: FilterOption[] = scope.fields.length
    ? readResearchFields().map((f) => ({ value: f.key, zh: f.name, en: f.subName }))
    : [];
  return (
    <>
      <DirectoryFilters
        list={list}
        action={withBasePath(paths.directory(list))}
        ranks={ranks}
        fields={fields}
        initial={filters}
        entries={people.map(directoryEntry)}
        cards={people.map((p, i) => (
          <Card
            key={p.id}
            person={p}
            link={overlayLink(paths.profile(list, p.id), paths.profileOverlay(list, p.id))}
            priority={i === 0}
          />
        ))}
      />
      <ProfileOverlay list={list} />
    </>
  );
}

/** Staff have no profile, so their cards open nothing. */
export function StaffGrid() {
  return (
    <ul className={styles.grid}>
      {readStaff().map((p, i) => (
        <li key={p.id} className={styles.cardItem}>
          <Card person={p} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
