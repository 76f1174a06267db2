import {
  CALENDAR_TYPE,
  calendarFiles,
  itemCalendar,
  parseCalendarFile,
  screenCalendar,
} from '@/features/news/calendars';

/** GET /calendars/{screen}.ics (a screen's events) and /calendars/news-{id}.ics (one event). Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => calendarFiles().map((file) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const which = parseCalendarFile((await params).file)!;
  const body = 'screen' in which ? screenCalendar(which.screen) : itemCalendar(which.newsId)!;
  return new Response(body, {
    headers: { 'Content-Type': `${CALENDAR_TYPE}; charset=utf-8`, 'Cache-Control': 'public, max-age=3600' },
  });
}
