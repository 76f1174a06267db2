import { rest } from '@/lib/http/rest';
import { fetchCached, peekCached, warmCached } from '@/lib/queries';
import { peopleListResponseSchema, type PartTimeProfessor, type Person } from '@/domain/people';
import { api, type ProfileList } from '@/domain/paths';

type People = (Person | PartTimeProfessor)[];

const peopleKey = (list: ProfileList) => ['people', list] as const;
const readPeople = async (list: ProfileList): Promise<People> =>
  (await rest.get(api.people(list), peopleListResponseSchema)).body.datas;

/** Loaded by the detail panel on first use. */
export const loadPeople = (list: ProfileList): Promise<People> => fetchCached(peopleKey(list), () => readPeople(list));

/** The list's profiles, if the cache holds them fresh: a panel shows them in its first render. */
export const cachedPeople = (list: ProfileList) => peekCached<People>(peopleKey(list));

/** The list's profiles read and validated into the cache ahead of a tap, quietly. */
export const warmPeople = (list: ProfileList) => warmCached(peopleKey(list), () => readPeople(list));
