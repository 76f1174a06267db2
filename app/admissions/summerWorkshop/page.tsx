import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/admissions/summerWorkshop';
export const metadata = sectionMetadata(path);

export default function Page() {
  return <SectionPage path={path} />;
}
