import { SchoolGrid } from '@/features/schools/components/SchoolGrid';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('asia');

export default function Page() {
  return (
    <SectionPage screen="asia">
      <SchoolGrid region="asia" />
    </SectionPage>
  );
}
