import { AboutScreen } from '@/features/about/components/AboutScreen';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('aboutUs');

export default function Page() {
  return (
    <SectionPage screen="aboutUs">
      <AboutScreen />
    </SectionPage>
  );
}
