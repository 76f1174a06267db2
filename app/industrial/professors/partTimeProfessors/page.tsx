import { PartTimeGrid } from '@/features/people/components/PeopleGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('partTimeProfessors');

export default function Page() {
  return (
    <SectionPage screen="partTimeProfessors">
      <PartTimeGrid />
    </SectionPage>
  );
}
