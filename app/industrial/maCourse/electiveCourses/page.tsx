import { CourseGroups } from '@/features/courses/components/CourseGroups';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('maElectiveCourses');

export default function Page() {
  return (
    <SectionPage screen="maElectiveCourses">
      <CourseGroups list="maElectiveCourses" />
    </SectionPage>
  );
}
