import { rest } from '@/lib/http/rest';
import { fetchCached } from '@/lib/queries';
import { peopleListResponseSchema, type PartTimeProfessor, type PeopleList, type Person } from './model';

/** The profiles of a list (GET /people/{list}), cached; loaded by the detail panel on first use. */
export const loadPeople = (list: PeopleList): Promise<(Person | PartTimeProfessor)[]> =>
  fetchCached(['people', list], async () => (await rest.get(`/people/${list}`, peopleListResponseSchema)).body.datas);
