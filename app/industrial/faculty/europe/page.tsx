import { SchoolGrid } from '@/features/schools/components/SchoolGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('europe');

export default function Page() {
  return (
    <SectionPage screen="europe">
      <SchoolGrid region="europe" />
    </SectionPage>
  );
}
