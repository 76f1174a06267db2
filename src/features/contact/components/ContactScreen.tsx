import { labels } from '@/lib/labels';
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
              {labels.tel.zh} <span lang="en">{labels.tel.en}</span>
            </dt>
            <dd>
              <a href={telHref(c.tel)}>{c.tel}</a>
            </dd>
          </div>
          <div>
            <dt>
              {labels.fax.zh} <span lang="en">{labels.fax.en}</span>
            </dt>
            <dd>{c.fax}</dd>
          </div>
          <div>
            <dt>
              {labels.address.zh} <span lang="en">{labels.address.en}</span>
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
              {labels.email.zh} <span lang="en">{labels.email.en}</span>
            </dt>
            <dd>
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </dd>
          </div>
          {c.hours && (
            <div>
              <dt>
                {labels.officeHours.zh} <span lang="en">{labels.officeHours.en}</span>
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
