import { PartTimeGrid } from '@/features/people/components/PeopleGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/industrial/professors/partTimeProfessors';
export const metadata = sectionMetadata(path);

export default function Page() {
  return (
    <SectionPage path={path}>
      <PartTimeGrid />
    </SectionPage>
  );
}
