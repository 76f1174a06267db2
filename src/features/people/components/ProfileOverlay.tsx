'use client';
import { panelPreload } from '@/lib/http/clientLibraries';
import { readRestAhead } from '@/lib/http/readAhead';
import { labels } from '@/lib/labels';
import { useAsync } from '@/lib/useAsync';
import { EmptyState } from '@/ui/EmptyState';
import { HashOverlay } from '@/ui/HashOverlay';
import { Spinner } from '@/ui/Spinner';
import { api, OVERLAYS, type ProfileList } from '@/domain/paths';
import { ProfileView } from './ProfileView';

/** The panel's code: the REST client, zod and the query cache. */
const loadClient = () => import('../client');
const preloadSteps = panelPreload(loadClient);

/** The list's profiles are read on first use; unknown ids show No Data. */
function ProfilePanel({ list, id }: { list: ProfileList; id: number | null }) {
  const query = useAsync(id === null ? null : `people:${list}`, () => loadClient().then((m) => m.loadPeople(list)));
  if (id === null) return <EmptyState />;
  if (query.status === 'pending') return <Spinner />;
  const person = query.data?.find((p) => p.id === id);
  return person ? <ProfileView list={list} person={person} /> : <EmptyState />;
}

export function ProfileOverlay({ list }: { list: ProfileList }) {
  return (
    <HashOverlay
      pattern={OVERLAYS.profile(list)}
      label={`${labels.profile.zh} ${labels.profile.en}`}
      preload={preloadSteps}
      prepare={() => readRestAhead(api.people(list))}
    >
      {({ id }) => <ProfilePanel list={list} id={id ?? null} />}
    </HashOverlay>
  );
}
