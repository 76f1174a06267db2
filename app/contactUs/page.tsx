import { ContactScreen } from '@/features/contact/components/ContactScreen';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/contactUs';
export const metadata = sectionMetadata(path);

export default function Page() {
  return (
    <SectionPage path={path}>
      <ContactScreen />
    </SectionPage>
  );
}
