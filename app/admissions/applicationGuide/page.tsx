import { ComparisonLink } from '@/features/courses/components/ComparisonLink';
import { NewsListScreen } from '@/features/news/components/NewsListScreen';
import { withFeeds } from '@/features/news/feeds';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = withFeeds(sectionMetadata('applicationGuide'), 'applicationGuide');

/** Page 1 only: `?page=n` is rewritten to app/lists/[category]/[page] (src/features/news/listRewrites.ts). */
export default function Page() {
  return (
    <SectionPage screen="applicationGuide">
      <ComparisonLink />
      <NewsListScreen screen="applicationGuide" page={1} />
    </SectionPage>
  );
}
