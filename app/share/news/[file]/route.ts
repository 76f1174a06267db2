import { newsShareCard, readNewsIds } from '@/features/news/server';
import { shareImageResponse } from '@/server/shareImage';

/** GET /share/news/{id}.png: a news item's share card. Prerendered for the newest items; others on first request. */
export const dynamic = 'force-static';
export const generateStaticParams = () =>
  readNewsIds()
    .slice(0, 1000)
    .map((id) => ({ file: `${id}.png` }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,15})\.png$/.exec((await params).file);
  const card = match ? newsShareCard(Number(match[1])) : null;
  return card ? shareImageResponse(card) : new Response('Not Found', { status: 404 });
}
