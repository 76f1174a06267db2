'use client';
import { panelPreload } from '@/lib/http/clientLibraries';
import { readAheadThenWarm } from '@/lib/http/readAhead';
import { labels } from '@/lib/labels';
import { panelCode } from '@/lib/panelCode';
import { useAsync } from '@/lib/useAsync';
import { EmptyState } from '@/ui/EmptyState';
import { HashOverlay } from '@/ui/HashOverlay';
import { Spinner } from '@/ui/Spinner';
import { api, OVERLAYS, type ProfileList } from '@/domain/paths';
import { ProfileView } from './ProfileView';

const code = panelCode(() => import('../client'));
const preloadSteps = panelPreload(code.load);

/** The list's profiles are read on first use; unknown ids show No Data. */
function ProfilePanel({ list, id }: { list: ProfileList; id: number | null }) {
  const query = useAsync(
    id === null ? null : `people:${list}`,
    () => code.load().then((m) => m.loadPeople(list)),
    undefined,
    () => code.loaded()?.cachedPeople(list),
  );
  if (id === null) return <EmptyState />;
  if (query.status === 'pending') return <Spinner />;
  const person = query.data?.find((p) => p.id === id);
  return person ? <ProfileView list={list} person={person} news={person.news} /> : <EmptyState />;
}

export function ProfileOverlay({ list }: { list: ProfileList }) {
  return (
    <HashOverlay
      pattern={OVERLAYS.profile(list)}
      label={`${labels.profile.zh} ${labels.profile.en}`}
      preload={preloadSteps}
      prepare={() => readAheadThenWarm(api.people(list), () => code.loaded()?.warmPeople(list))}
    >
      {({ id }) => <ProfilePanel list={list} id={id ?? null} />}
    </HashOverlay>
  );
}
