import { rest } from '@/lib/http/rest';
import { cachedRead } from '@/lib/queries';
import { peopleListResponseSchema, type ProfileWithNews } from '@/domain/people';
import { api, type ProfileList } from '@/domain/paths';

/**
 * A list's profiles: loaded by the detail panel on first use, shown in its first render when the cache holds them
 * fresh, and read ahead of a tap.
 */
export const {
  load: loadPeople,
  cached: cachedPeople,
  warm: warmPeople,
} = cachedRead(
  (list: ProfileList) => ['people', list],
  async (list: ProfileList): Promise<ProfileWithNews[]> =>
    (await rest.get(api.people(list), peopleListResponseSchema)).body.datas,
);
