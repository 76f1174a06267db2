import { FullTimeGrid } from '@/features/people/components/PeopleGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('fullTimeProfessors');

export default function Page() {
  return (
    <SectionPage screen="fullTimeProfessors">
      <FullTimeGrid />
    </SectionPage>
  );
}
