import { FEED_TYPES, files } from '@/domain/paths';
import { newsFeed } from '@/features/news/feeds';

/** GET /feeds/{screen}.xml (RSS 2.0) and /feeds/{screen}.atom (Atom) for each news screen. Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => files.feeds().map((file) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { screen, format } = files.feed((await params).file)!;
  return new Response(newsFeed(screen, format), {
    headers: { 'Content-Type': `${FEED_TYPES[format]}; charset=utf-8`, 'Cache-Control': 'public, max-age=300' },
  });
}
