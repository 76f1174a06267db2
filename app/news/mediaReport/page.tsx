import { NewsListScreen } from '@/features/news/components/NewsListScreen';
import { withFeeds } from '@/features/news/feeds';
import { NEWS_SCREENS } from '@/features/news/routes';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/news/mediaReport';
export const metadata = withFeeds(sectionMetadata(path), path);

/** Page 1 of the list; `?page=n` is served from the prerendered app/lists/[category]/[page] (a rewrite, src/features/news/listRewrites.ts). */
export default function Page() {
  return (
    <SectionPage path={path}>
      <NewsListScreen category={NEWS_SCREENS[path]} page={1} />
    </SectionPage>
  );
}
