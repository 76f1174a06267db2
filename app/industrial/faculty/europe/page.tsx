import { SchoolGrid } from '@/features/schools/components/SchoolGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/industrial/faculty/europe';
export const metadata = sectionMetadata(path);

export default function Page() {
  return (
    <SectionPage path={path}>
      <SchoolGrid region="europe" />
    </SectionPage>
  );
}
