import { CourseGroups } from '@/features/courses/components/CourseGroups';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('baRequiredCoreCourses');

export default function Page() {
  return (
    <SectionPage screen="baRequiredCoreCourses">
      <CourseGroups list="baRequiredCoreCourses" />
    </SectionPage>
  );
}
