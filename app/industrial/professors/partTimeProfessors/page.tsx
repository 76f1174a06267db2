import { ProfileDirectory } from '@/features/people/components/PeopleGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('partTimeProfessors');

/** The whole list; its keyword addresses (`?q=…`) are served from app/lists/people. */
export default function Page() {
  return (
    <SectionPage screen="partTimeProfessors">
      <ProfileDirectory list="partTime" />
    </SectionPage>
  );
}
