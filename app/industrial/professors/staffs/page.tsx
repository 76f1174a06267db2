import { StaffGrid } from '@/features/people/components/PeopleGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/industrial/professors/staffs';
export const metadata = sectionMetadata(path);

export default function Page() {
  return (
    <SectionPage path={path}>
      <StaffGrid />
    </SectionPage>
  );
}
