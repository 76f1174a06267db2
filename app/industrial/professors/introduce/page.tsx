import { ProfileDirectory } from '@/features/people/components/PeopleGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('fullTimeProfessors');

/** The whole list; its filtered addresses (`?rank=…&field=…&q=…`) are served from app/lists/people. */
export default function Page() {
  return (
    <SectionPage screen="fullTimeProfessors">
      <ProfileDirectory list="fullTime" />
    </SectionPage>
  );
}
