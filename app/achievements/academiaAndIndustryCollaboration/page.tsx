import { NewsListScreen, type SearchParams } from '@/features/news/components/NewsListScreen';
import { NEWS_SCREENS } from '@/features/news/routes';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/achievements/academiaAndIndustryCollaboration';
export const metadata = sectionMetadata(path);

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <SectionPage path={path}>
      <NewsListScreen category={NEWS_SCREENS[path]} searchParams={await searchParams} />
    </SectionPage>
  );
}
