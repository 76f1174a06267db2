import { CourseDetailPage, courseMetadata, courseStaticParams } from '@/features/courses/components/CourseDetailPage';

type Props = { params: Promise<{ yearId: string; courseId: string }> };
const list = 'baElectiveCourses';

export const dynamicParams = false;
export const generateStaticParams = () => courseStaticParams(list);
export const generateMetadata = async ({ params }: Props) => courseMetadata(list, await params);

export default async function Page({ params }: Props) {
  const { yearId, courseId } = await params;
  return <CourseDetailPage list={list} yearId={yearId} courseId={courseId} />;
}
