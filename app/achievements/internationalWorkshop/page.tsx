import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/achievements/internationalWorkshop';
export const metadata = sectionMetadata(path);

export default function Page() {
  return <SectionPage path={path} />;
}
