/** Other features reach this one only through here or client.ts (eslint.config.mjs enforces it). */
export { formatEventRange } from './components/formatDate';
export { NewsCardGrid } from './components/NewsCard';
export {
  readLatestNews,
  readNewsDetail,
  readNewsIndex,
  readNewsList,
  readNewsModified,
  readUpcomingEvents,
} from './server';
export { withPersonFeeds, withProgrammeFeeds } from './feeds';
