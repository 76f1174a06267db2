import { prerenderedNewsIds } from '@/features/news/listPages';
import { newsShareCard } from '@/features/news/server';
import { shareImageResponse } from '@/server/shareImage';

/** GET /share/news/{id}.png: a news item's share card. Prerendered with its page; others on first request. */
export const dynamic = 'force-static';
export const generateStaticParams = () => prerenderedNewsIds().map((id) => ({ file: `${id}.png` }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,15})\.png$/.exec((await params).file);
  const card = match ? newsShareCard(Number(match[1])) : null;
  return card ? shareImageResponse(card) : new Response('Not Found', { status: 404 });
}
