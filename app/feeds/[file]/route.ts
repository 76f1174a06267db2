import { files } from '@/domain/files';
import { FEED_TYPES } from '@/domain/paths';
import { profileRefs } from '@/features/people';
import { newsFeed, personFeed, programmeFeed } from '@/features/news/feeds';

/**
 * GET /feeds/{screen}.xml (RSS 2.0) and /feeds/{screen}.atom (Atom) for each news screen,
 * /feeds/programme-{ba|ma}.xml and .atom for each programme's news, and /feeds/{list}-{id}.xml and .atom for the
 * news that name each person with a profile. Prerendered.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => files.feeds(profileRefs()).map((file) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const which = files.feed((await params).file);
  const body = !which
    ? null
    : 'screen' in which
      ? newsFeed(which.screen, which.format)
      : 'programme' in which
        ? programmeFeed(which.programme, which.format)
        : personFeed(which.person, which.format);
  if (body === null) return new Response('Not Found', { status: 404 });
  return new Response(body, {
    headers: { 'Content-Type': `${FEED_TYPES[which!.format]}; charset=utf-8`, 'Cache-Control': 'public, max-age=300' },
  });
}
