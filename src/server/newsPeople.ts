import 'server-only';
import { paths } from '@/domain/paths';
import { parsePersonRef, type NewsPerson, type PersonKey } from '@/domain/people';
import { content } from './contentRegistry';

const listOf = (list: PersonKey['list']): readonly { id: number; name: string; subName: string }[] =>
  list === 'fullTime'
    ? content('people/fullTime.json')
    : list === 'partTime'
      ? content('people/partTime.json')
      : content('people/visiting.json');

/** A person as a news item names them, with the address that shows them; null when the directory has no such person. */
export function newsPerson({ list, id }: PersonKey): NewsPerson | null {
  const person = listOf(list).find((p) => p.id === id);
  if (!person) return null;
  const url = list === 'visiting' ? paths.visitor(id) : paths.profile(list, id);
  return { list, id, name: person.name, subName: person.subName, url };
}

/** The people of a news file's `people` list that the directory has, in the file's order. */
export const newsPeople = (refs: readonly string[]): NewsPerson[] =>
  refs.flatMap((ref) => {
    const key = parsePersonRef(ref);
    const person = key && newsPerson(key);
    return person ? [person] : [];
  });
