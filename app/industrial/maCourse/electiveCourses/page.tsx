import { CourseGroups } from '@/features/courses/components/CourseGroups';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/industrial/maCourse/electiveCourses';
export const metadata = sectionMetadata(path);

export default function Page() {
  return (
    <SectionPage path={path}>
      <CourseGroups list="maElectiveCourses" />
    </SectionPage>
  );
}
