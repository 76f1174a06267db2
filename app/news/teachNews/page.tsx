import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/news/teachNews';
export const metadata = sectionMetadata(path);

export default function Page() {
  return <SectionPage path={path} />;
}
