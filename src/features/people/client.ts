import { rest } from '@/lib/http/rest';
import { fetchCached } from '@/lib/queries';
import { peopleListResponseSchema, type PartTimeProfessor, type Person } from '@/domain/people';
import { api, type ProfileList } from '@/domain/paths';

/** Loaded by the detail panel on first use. */
export const loadPeople = (list: ProfileList): Promise<(Person | PartTimeProfessor)[]> =>
  fetchCached(['people', list], async () => (await rest.get(api.people(list), peopleListResponseSchema)).body.datas);
