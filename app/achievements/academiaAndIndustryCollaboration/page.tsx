import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/achievements/academiaAndIndustryCollaboration';
export const metadata = sectionMetadata(path);

export default function Page() {
  return <SectionPage path={path} />;
}
