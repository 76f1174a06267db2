'use client';
import { labels } from '@/lib/labels';
import { EmptyState } from '@/ui/EmptyState';
import { HashOverlay } from '@/ui/HashOverlay';
import type { PartTimeProfessor, Person } from '../model';
import { ProfileView } from './ProfileView';

/** The `#teacher/...` overlay of a people list; unknown or non-numeric ids show No Data. */
export function ProfileOverlay({ pattern, people }: { pattern: string; people: (Person | PartTimeProfessor)[] }) {
  return (
    <HashOverlay pattern={pattern} label={`${labels.profile.zh} ${labels.profile.en}`}>
      {({ id }) => {
        const person = people.find((p) => p.id === id);
        return person ? <ProfileView person={person} /> : <EmptyState />;
      }}
    </HashOverlay>
  );
}
