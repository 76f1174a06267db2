/** What other features may use of the news feature (server side). */
export { formatEventRange } from './components/formatDate';
export { NewsCardGrid } from './components/NewsCard';
export { readLatestNews, readNewsDetail, readNewsIds, readNewsList, readUpcomingEvents } from './server';
