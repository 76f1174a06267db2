import { ContactScreen } from '@/features/contact/components/ContactScreen';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('contactUs');

export default function Page() {
  return (
    <SectionPage screen="contactUs">
      <ContactScreen />
    </SectionPage>
  );
}
