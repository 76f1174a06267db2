import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { paths, PROFILE_LISTS, SCREENS, type ProfileList } from '@/domain/paths';
import { profilePageData } from '@/lib/structuredData';
import { bothLanguages, breadcrumbData, pageMetadata } from '@/lib/seo';
import { JsonLd } from '@/ui/JsonLd';
import { labels } from '@/lib/labels';
import { pageLabels } from '@/lib/pageLabels';
import { withPersonFeeds } from '@/features/news';
import { findTeacher, personNews } from '../server';
import { ProfileView } from './ProfileView';
import styles from './People.module.scss';

/**
 * The overlay's profile as a page of its own, with an h1, a way back to its list and a page of the person's news
 * (page n > 1 at `?page=n`); 404 for an unknown id, and for a page of news past the last.
 */
export function ProfilePage({
  list,
  id,
  listTitle,
  page = 1,
}: {
  list: ProfileList;
  id: string;
  listTitle: { title: string; subTitle: string };
  page?: number;
}) {
  const person = findTeacher(list, id);
  if (!person) notFound();
  const news = personNews({ list, id: person.id }, page);
  if (page > 1 && page > news.page.total_page) notFound();
  const path = paths.profile(list, person.id);
  const listPath = SCREENS[PROFILE_LISTS[list].screen];
  return (
    <>
      <JsonLd
        data={[
          profilePageData(person, path, news.datas),
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
      <ProfileView list={list} person={person} news={news} headingLevel={1} />
    </>
  );
}

export function profileMetadata(
  list: ProfileList,
  id: string,
  listTitle: (list: ProfileList) => string,
  page = 1,
): Metadata {
  const person = findTeacher(list, id);
  if (!person) return {};
  const pageName = page > 1 ? ` · ${labels.page.zh} ${page} ${pageLabels.pageUnit.zh} ${labels.page.en} ${page}` : '';
  const zh = `${person.name}，${person.title}。${person.desc ?? ''}`;
  const en = `${person.subName}, ${person.subTitle}. ${person.subDesc ?? ''}`;
  const meta = pageMetadata({
    path: paths.profile(list, person.id, page),
    title: `${person.name} ${person.subName}${pageName} · ${listTitle(list)}`,
    description: bothLanguages(zh.slice(0, 120), en.slice(0, 200)),
    image: paths.share.teacher(list, person.id),
    type: 'profile',
  });
  return withPersonFeeds(meta, { list, id: person.id });
}
