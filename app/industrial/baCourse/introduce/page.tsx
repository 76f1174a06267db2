import { ProgrammeIntro } from '@/features/courses/components/ProgrammeIntro';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('baIntroduce');

export default function Page() {
  return (
    <SectionPage screen="baIntroduce">
      <ProgrammeIntro programme="ba" />
    </SectionPage>
  );
}
