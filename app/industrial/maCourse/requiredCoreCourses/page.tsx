import { CourseGroups } from '@/features/courses/components/CourseGroups';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('maRequiredCoreCourses');

export default function Page() {
  return (
    <SectionPage screen="maRequiredCoreCourses">
      <CourseGroups list="maRequiredCoreCourses" />
    </SectionPage>
  );
}
