import { ProgrammeIntro } from '@/features/courses/components/ProgrammeIntro';
import { withProgrammeFeeds } from '@/features/news';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = withProgrammeFeeds(sectionMetadata('maIntroduce'), 'ma');

export default function Page() {
  return (
    <SectionPage screen="maIntroduce">
      <ProgrammeIntro programme="ma" />
    </SectionPage>
  );
}
