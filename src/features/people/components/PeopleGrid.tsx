import { Img } from '@/ui/Img';
import { assetUrl } from '@/lib/url';
import type { PartTimeProfessor, Person } from '@/domain/people';
import { paths } from '@/domain/paths';
import { overlayLink } from '@/ui/overlayLink';
import { readFullTime, readPartTime, readStaff } from '../server';
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
        src={assetUrl(person.imageUrl)}
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
  return (
    <li className={styles.cardItem}>
      {link ? (
        <a className={styles.card} {...link} data-testid="person-card" data-person-id={person.id}>
          {body}
        </a>
      ) : (
        <div className={`${styles.card} ${styles.cardStatic}`} data-testid="person-card" data-person-id={person.id}>
          {body}
        </div>
      )}
    </li>
  );
}

export function FullTimeGrid() {
  const people = readFullTime();
  return (
    <>
      <ul className={styles.grid}>
        {people.map((p, i) => (
          <Card
            key={p.id}
            person={p}
            link={overlayLink(paths.profile('fullTime', p.id), paths.profileOverlay('fullTime', p.id))}
            priority={i === 0}
          />
        ))}
      </ul>
      <ProfileOverlay list="fullTime" />
    </>
  );
}

export function PartTimeGrid() {
  const people = readPartTime();
  return (
    <>
      <ul className={styles.grid}>
        {people.map((p, i) => (
          <Card
            key={p.id}
            person={p}
            link={overlayLink(paths.profile('partTime', p.id), paths.profileOverlay('partTime', p.id))}
            priority={i === 0}
          />
        ))}
      </ul>
      <ProfileOverlay list="partTime" />
    </>
  );
}

/** Staff have no profile, so their cards open nothing. */
export function StaffGrid() {
  return (
    <ul className={styles.grid}>
      {readStaff().map((p, i) => (
        <Card key={p.id} person={p} priority={i === 0} />
      ))}
    </ul>
  );
}
