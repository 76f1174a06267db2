import { pageLabels } from '@/lib/pageLabels';
import { site } from '@/lib/site';
import { JsonLd } from '@/ui/JsonLd';
import { departmentJsonLd, readContact } from '../server';
import styles from './Contact.module.scss';

const telHref = (n: string) => `tel:${n.replace(/[^\d+]/g, '')}`;

export function ContactScreen() {
  const c = readContact();
  return (
    <>
      <JsonLd data={departmentJsonLd()} />
      <address className={styles.card} data-testid="contact">
        <p className={styles.name}>
          {site.name}
          <span lang="en">{site.subName}</span>
        </p>
        <dl className={styles.list}>
          <div>
            <dt>
              {pageLabels.tel.zh} <span lang="en">{pageLabels.tel.en}</span>
            </dt>
            <dd>
              <a href={telHref(c.tel)}>{c.tel}</a>
            </dd>
          </div>
          <div>
            <dt>
              {pageLabels.fax.zh} <span lang="en">{pageLabels.fax.en}</span>
            </dt>
            <dd>{c.fax}</dd>
          </div>
          <div>
            <dt>
              {pageLabels.address.zh} <span lang="en">{pageLabels.address.en}</span>
            </dt>
            <dd>
              {c.address}
              <span lang="en" className={styles.en}>
                {c.subAddress}
              </span>
            </dd>
          </div>
          <div>
            <dt>
              {pageLabels.email.zh} <span lang="en">{pageLabels.email.en}</span>
            </dt>
            <dd>
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </dd>
          </div>
          {c.hours && (
            <div>
              <dt>
                {pageLabels.officeHours.zh} <span lang="en">{pageLabels.officeHours.en}</span>
              </dt>
              <dd>
                {c.hours}
                {c.subHours && (
                  <span lang="en" className={styles.en}>
                    {c.subHours}
                  </span>
                )}
              </dd>
            </div>
          )}
        </dl>
      </address>
    </>
  );
}
