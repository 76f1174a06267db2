import { ProgrammeIntro } from '@/features/courses/components/ProgrammeIntro';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('maIntroduce');

export default function Page() {
  return (
    <SectionPage screen="maIntroduce">
      <ProgrammeIntro programme="ma" />
    </SectionPage>
  );
}
