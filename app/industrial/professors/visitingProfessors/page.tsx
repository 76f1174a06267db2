import { VisitingList } from '@/features/people/components/VisitingList';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('visitingProfessors');

export default function Page() {
  return (
    <SectionPage screen="visitingProfessors">
      <VisitingList />
    </SectionPage>
  );
}
