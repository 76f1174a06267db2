import { ProgrammeIntro } from '@/features/courses/components/ProgrammeIntro';
import { withProgrammeFeeds } from '@/features/news';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = withProgrammeFeeds(sectionMetadata('baIntroduce'), 'ba');

export default function Page() {
  return (
    <SectionPage screen="baIntroduce">
      <ProgrammeIntro programme="ba" />
    </SectionPage>
  );
}
