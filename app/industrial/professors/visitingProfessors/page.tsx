import { VisitingList } from '@/features/people/components/VisitingList';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/industrial/professors/visitingProfessors';
export const metadata = sectionMetadata(path);

export default function Page() {
  return (
    <SectionPage path={path}>
      <VisitingList />
    </SectionPage>
  );
}
