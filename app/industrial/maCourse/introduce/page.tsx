import { ProgrammeIntro } from '@/features/courses/components/ProgrammeIntro';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/industrial/maCourse/introduce';
export const metadata = sectionMetadata(path);

export default function Page() {
  return (
    <SectionPage path={path}>
      <ProgrammeIntro programme="ma" />
    </SectionPage>
  );
}
