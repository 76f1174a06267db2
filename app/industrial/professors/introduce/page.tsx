import { FullTimeGrid } from '@/features/people/components/PeopleGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/industrial/professors/introduce';
export const metadata = sectionMetadata(path);

export default function Page() {
  return (
    <SectionPage path={path}>
      <FullTimeGrid />
    </SectionPage>
  );
}
