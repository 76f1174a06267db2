import { Img } from '@/ui/Img';
import { labels } from '@/lib/labels';
import { withBasePath } from '@/lib/url';
import { Paragraphs } from '@/ui/Paragraphs';
import type { PartTimeProfessor, Person } from '@/domain/people';
import type { PersonNews } from '@/domain/personRef';
import { ProfileNews } from './ProfileNews';
import { paths, VCARD_TYPE, type ProfileList } from '@/domain/paths';
import styles from './People.module.scss';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function ProfileView({
  list,
  person,
  news,
  headingLevel = 2,
}: {
  list: ProfileList;
  person: Person | PartTimeProfessor;
  /** a page of the news that name the person */
  news?: PersonNews;
  headingLevel?: 1 | 2;
}) {
  const full = 'content' in person ? person : null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className={styles.profile} data-testid="profile">
      <div className={styles.profileHead}>
        <Img
          src={person.fullImageUrl ?? person.imageUrl}
          media={person.media}
          slot="profile"
          alt={`${person.name} ${person.subName}`}
          width={450}
          height={600}
          className={styles.profilePhoto}
          // on the profile's own page the photo is the first screen's largest image; in a panel it comes later
          priority={headingLevel === 1}
        />
        <div>
          {full && (
            <p className={styles.rank} data-caption>
              {full.categoryName} <span lang="en">{full.categorySubName}</span>
            </p>
          )}
          <Heading className={styles.profileName}>
            <span>{person.name}</span>
            <span lang="en">{person.subName}</span>
          </Heading>
          <p className={styles.degrees}>
            {person.title}
            <span lang="en">{person.subTitle}</span>
          </p>
          {full?.email && (
            <p className={styles.email}>
              <a href={`mailto:${full.email}`}>{full.email}</a>
            </p>
          )}
          <ContactCard list={list} id={person.id} />
        </div>
      </div>
      {person.desc && <Paragraphs text={person.desc} className={styles.bio} />}
      {person.subDesc && <Paragraphs text={person.subDesc} lang="en" className={styles.bioEn} />}
      {full?.content.map((section) => (
        <section key={section.title} className={styles.section} data-testid="profile-section">
          <Section className={styles.sectionTitle}>
            {section.title} <span lang="en">{section.subTitle}</span>
          </Section>
          <ul className={styles.sectionList}>
            {lines(section.desc).map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          {section.subDesc && (
            <ul className={styles.sectionListEn} lang="en">
              {lines(section.subDesc).map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          )}
          {section.url && (
            <p className={styles.labLink}>
              <a href={section.url} target="_blank" rel="noopener noreferrer">
                {section.url}
                <span className={styles.hidden}>
                  {labels.opensInNewTab.zh}
                  <span lang="en">{labels.opensInNewTab.en}</span>
                </span>
              </a>
            </p>
          )}
        </section>
      ))}
      {news && <ProfileNews list={list} id={person.id} news={news} headingLevel={headingLevel === 1 ? 2 : 3} />}
    </article>
  );
}

/**
 * The prerendered vCard and QR code of the profile (app/vcard, app/qr): plain files, so the overlay shows them
 * with no QR library in the browser, and the link downloads with JavaScript off. The QR code prints; the link
 * does not.
 */
function ContactCard({ list, id }: { list: ProfileList; id: number }) {
  return (
    <div className={styles.contactCard}>
      <Img
        src={withBasePath(paths.qr(list, id))}
        alt={`${labels.profileQr.zh} ${labels.profileQr.en}`}
        width={128}
        height={128}
        className={styles.qr}
        eager
        data-testid="profile-qr"
      />
      <p className={styles.vcard} data-print="no">
        <a href={withBasePath(paths.vcard(list, id))} type={VCARD_TYPE} download data-testid="profile-vcard">
          {labels.downloadVcard.zh} <span lang="en">{labels.downloadVcard.en}</span>
        </a>
      </p>
    </div>
  );
}
