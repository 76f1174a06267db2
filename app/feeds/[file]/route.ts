import { feedFiles, newsFeed, parseFeedFile } from '@/features/news/feeds';
import { FEED_TYPES } from '@/features/news/routes';

/** GET /feeds/{screen}.xml (RSS 2.0) and /feeds/{screen}.atom (Atom) for each news screen. Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => feedFiles().map((file) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { path, format } = parseFeedFile((await params).file)!;
  return new Response(newsFeed(path, format), {
    headers: { 'Content-Type': `${FEED_TYPES[format]}; charset=utf-8`, 'Cache-Control': 'public, max-age=300' },
  });
}
