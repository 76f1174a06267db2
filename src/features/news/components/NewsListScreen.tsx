import { isCalendarScreen, NEWS_SCREENS, paths, type NewsScreen } from '@/domain/paths';
import { FeedLinks } from '@/ui/FeedLinks';
import { readNewsList } from '../server';
import { NewsList } from './NewsList';
import styles from './News.module.scss';

/** A page of its own for every page number (`?page=n` is a rewrite, listRewrites.ts), so the cards are in the first HTML. */
export function NewsListScreen({ screen, page }: { screen: NewsScreen; page: number }) {
  const category = NEWS_SCREENS[screen];
  return (
    <>
      <FeedLinks
        className={styles.subscribe}
        feeds={{ rss: paths.feed(screen, 'rss'), atom: paths.feed(screen, 'atom') }}
        calendar={isCalendarScreen(screen) ? paths.calendar(screen) : undefined}
      />
      <NewsList category={category} screen={screen} initial={{ page, data: readNewsList(category, page) }} />
    </>
  );
}
