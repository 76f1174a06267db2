import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/industrial/faculty/europe';
export const metadata = sectionMetadata(path);

export default function Page() {
  return <SectionPage path={path} />;
}
