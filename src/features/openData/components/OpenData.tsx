import { pageLabels } from '@/lib/pageLabels';
import { site } from '@/lib/site';
import { absoluteUrl, withBasePath } from '@/lib/url';
import { OPEN_DATA_NAMES, OPEN_DATA_TYPES } from '@/domain/openData';
import { CSV_SETS, OPEN_DATA_SETS, paths, type OpenDataFormat } from '@/domain/paths';
import { CopyButton } from '@/ui/CopyButton';
import styles from './OpenData.module.scss';

const FORMAT_NAMES: Record<OpenDataFormat, string> = { json: 'JSON', csv: 'CSV', schema: 'JSON Schema' };

/**
 * The open data files, by set: each as a download link with its full address, under the licence of
 * content/site.json. Plain links: they work with JavaScript off.
 */
export function OpenData() {
  return (
    <section className={styles.openData} aria-labelledby="open-data" data-testid="open-data">
      <h2 id="open-data" className={styles.heading}>
        {pageLabels.openData.zh} <span lang="en">{pageLabels.openData.en}</span>
      </h2>
      <p className={styles.licence}>
        {pageLabels.openDataLicence.zh}
        <span lang="en">{pageLabels.openDataLicence.en}</span>{' '}
        <a href={site.dataLicenceUrl} data-testid="open-data-licence">
          {site.dataLicence}
        </a>
      </p>
      {OPEN_DATA_SETS.map((set) => (
        <section key={set} aria-labelledby={`open-data-${set}`} data-set={set}>
          <h3 id={`open-data-${set}`} className={styles.subheading}>
            {OPEN_DATA_NAMES[set].zh} <span lang="en">{OPEN_DATA_NAMES[set].en}</span>
          </h3>
          <ul className={styles.list}>
            {(['json', 'csv', 'schema'] as const)
              .filter((f) => f !== 'csv' || (CSV_SETS as readonly string[]).includes(set))
              .map((format) => (
                <li key={format} className={styles.file}>
                  <a href={withBasePath(paths.openData(set, format))} type={OPEN_DATA_TYPES[format]} lang="en">
                    {FORMAT_NAMES[format]}
                  </a>
                  <CopyButton
                    text={absoluteUrl(paths.openData(set, format))}
                    label={absoluteUrl(paths.openData(set, format))}
                  />
                  <code className={styles.address} lang="en">
                    {absoluteUrl(paths.openData(set, format))}
                  </code>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
