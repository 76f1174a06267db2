import { readVisiting } from '../server';
import styles from './People.module.scss';

export function VisitingList() {
  const people = readVisiting();
  return (
    <ul className={styles.visiting} data-testid="visiting">
      {people.map((p) => (
        <li key={p.id} id={`visiting-${p.id}`} className={styles.visitor} data-testid="visiting-professor">
          <span className={styles.country} data-caption>
            {p.country} <span lang="en">{p.subCountry}</span>
          </span>
          <span className={styles.visitorName}>
            {p.name} <span lang="en">{p.subName}</span>
          </span>
          <span className={styles.visitorDesc} lang="en">
            {p.subDesc}
          </span>
        </li>
      ))}
    </ul>
  );
}
