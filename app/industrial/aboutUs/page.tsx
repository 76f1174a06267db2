import { AboutScreen } from '@/features/about/components/AboutScreen';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/industrial/aboutUs';
export const metadata = sectionMetadata(path);

export default function Page() {
  return (
    <SectionPage path={path}>
      <AboutScreen />
    </SectionPage>
  );
}
