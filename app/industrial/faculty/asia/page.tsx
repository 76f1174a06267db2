import { SchoolGrid } from '@/features/schools/components/SchoolGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/industrial/faculty/asia';
export const metadata = sectionMetadata(path);

export default function Page() {
  return (
    <SectionPage path={path}>
      <SchoolGrid region="asia" />
    </SectionPage>
  );
}
