import { readMilestones } from '../server';
import styles from './Milestones.module.scss';

export function MilestoneTimeline() {
  const milestones = readMilestones();
  return (
    <ol className={styles.timeline} data-testid="milestones">
      {milestones.map((m) => (
        <li key={m.year} className={styles.year} data-year={m.year}>
          <h2 className={styles.label}>{m.year}</h2>
          <ul className={styles.events}>
            {m.content.map((e, i) => (
              <li key={i}>
                <p className={styles.desc}>{e.desc}</p>
                <p className={styles.subDesc} lang="en">
                  {e.subDesc}
                </p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
