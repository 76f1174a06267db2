import { StaffGrid } from '@/features/people/components/PeopleGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('staffs');

export default function Page() {
  return (
    <SectionPage screen="staffs">
      <StaffGrid />
    </SectionPage>
  );
}
