import { CALENDAR_TYPE, files } from '@/domain/paths';
import { datedItems, itemCalendar, screenCalendar } from '@/features/news/calendars';

/** GET /calendars/{screen}.ics (a screen's events) and /calendars/news-{id}.ics (one event). Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => files.calendars(datedItems().map((e) => e.newsId)).map((file) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const which = files.calendar((await params).file)!;
  const body = 'screen' in which ? screenCalendar(which.screen) : itemCalendar(which.newsId)!;
  return new Response(body, {
    headers: { 'Content-Type': `${CALENDAR_TYPE}; charset=utf-8`, 'Cache-Control': 'public, max-age=3600' },
  });
}
