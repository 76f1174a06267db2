import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { paths, PROFILE_LISTS, SCREENS, type ProfileList } from '@/domain/paths';
import { profilePageData } from '@/lib/structuredData';
import { bothLanguages, breadcrumbData, pageMetadata } from '@/lib/seo';
import { JsonLd } from '@/ui/JsonLd';
import { findTeacher } from '../server';
import { ProfileView } from './ProfileView';
import styles from './People.module.scss';

/** The overlay's profile as a page of its own, with an h1 and a way back to its list; 404 for an unknown id. */
export function ProfilePage({
  list,
  id,
  listTitle,
}: {
  list: ProfileList;
  id: string;
  listTitle: { title: string; subTitle: string };
}) {
  const person = findTeacher(list, id);
  if (!person) notFound();
  const path = paths.profile(list, person.id);
  const listPath = SCREENS[PROFILE_LISTS[list].screen];
  return (
    <>
      <JsonLd
        data={[
          profilePageData(person, path),
          breadcrumbData([
            { name: `${listTitle.title} ${listTitle.subTitle}`, path: listPath },
            { name: `${person.name} ${person.subName}`, path },
          ]),
        ]}
      />
      <p className={styles.back} data-caption data-print="no">
        <Link href={listPath}>
          <span aria-hidden="true">← </span>
          {listTitle.title} <span lang="en">{listTitle.subTitle}</span>
        </Link>
      </p>
      <ProfileView list={list} person={person} headingLevel={1} />
    </>
  );
}

export function profileMetadata(list: ProfileList, id: string, listTitle: (list: ProfileList) => string): Metadata {
  const person = findTeacher(list, id);
  if (!person) return {};
  const zh = `${person.name}，${person.title}。${person.desc ?? ''}`;
  const en = `${person.subName}, ${person.subTitle}. ${person.subDesc ?? ''}`;
  return pageMetadata({
    path: paths.profile(list, person.id),
    title: `${person.name} ${person.subName} · ${listTitle(list)}`,
    description: bothLanguages(zh.slice(0, 120), en.slice(0, 200)),
    image: paths.share.teacher(list, person.id),
    type: 'profile',
  });
}
