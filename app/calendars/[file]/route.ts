import { files } from '@/domain/files';
import { CALENDAR_TYPE } from '@/domain/paths';
import { profileRefs } from '@/features/people';
import { datedItems, itemCalendar, personCalendar, programmeCalendar, screenCalendar } from '@/features/news/calendars';
import { prerenderedNewsIds } from '@/features/news/listPages';

/**
 * GET /calendars/{screen}.ics (a screen's events), /calendars/programme-{ba|ma}.ics (a programme's),
 * /calendars/{list}-{id}.ics (the events that name a person),
 * /calendars/news-{id}.ics (one event, every session) and /calendars/news-{id}-{n}.ics (its n-th session alone).
 * An item's are prerendered with its page, others on first request.
 */
export const dynamic = 'force-static';
export const generateStaticParams = () => {
  const prerendered = new Set(prerenderedNewsIds());
  const items = datedItems()
    .filter((e) => prerendered.has(e.newsId))
    .map((e) => ({ newsId: e.newsId, sessions: e.eventSessions?.length }));
  return files.calendars(items, profileRefs()).map((file) => ({ file }));
};

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const which = files.calendar((await params).file);
  const body = !which
    ? null
    : 'screen' in which
      ? screenCalendar(which.screen)
      : 'person' in which
        ? personCalendar(which.person)
        : 'programme' in which
          ? programmeCalendar(which.programme)
          : itemCalendar(which.newsId, which.session);
  if (body === null) return new Response('Not Found', { status: 404 });
  return new Response(body, {
    headers: { 'Content-Type': `${CALENDAR_TYPE}; charset=utf-8`, 'Cache-Control': 'public, max-age=3600' },
  });
}
