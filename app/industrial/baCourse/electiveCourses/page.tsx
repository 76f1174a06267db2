import { CourseGroups } from '@/features/courses/components/CourseGroups';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('baElectiveCourses');

export default function Page() {
  return (
    <SectionPage screen="baElectiveCourses">
      <CourseGroups list="baElectiveCourses" />
    </SectionPage>
  );
}
