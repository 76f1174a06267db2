import { Img } from '@/ui/Img';
import { labels } from '@/lib/labels';
import { readSchools, type Region } from '../server';
import styles from './Schools.module.scss';

export function SchoolGrid({ region }: { region: Region }) {
  const schools = readSchools(region);
  return (
    <ul className={styles.grid} data-testid="schools">
      {schools.map((s) => (
        <li key={s.id} className={styles.card} data-testid="school">
          <Img
            src={s.imageUrl}
            media={s.media}
            slot="schoolCard"
            alt=""
            width={800}
            height={500}
            className={styles.image}
          />
          <div className={styles.body}>
            <p className={styles.country} data-caption>
              {s.country} <span lang="en">{s.subCountry}</span>
            </p>
            <h2 className={styles.name}>
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {s.school}
                <span className={styles.hidden}>
                  {labels.opensInNewTab.zh}
                  <span lang="en">{labels.opensInNewTab.en}</span>
                </span>
                <span aria-hidden="true" className={styles.arrow}>
                  ↗
                </span>
              </a>
            </h2>
            <p className={styles.en} lang="en">
              {s.desc}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
