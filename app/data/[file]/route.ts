import { files } from '@/domain/files';
import { openDataFile } from '@/features/openData/server';

/**
 * GET /data/{set}.json, /data/{set}.csv (the tables) and /data/{set}.schema.json: the department's programmes,
 * courses, people and news as open data, under the licence of content/site.json. Prerendered.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => files.openData().map((file) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const which = files.openDataFile((await params).file);
  if (!which) return new Response('Not Found', { status: 404 });
  const { body, type } = openDataFile(which.set, which.format);
  return new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=300' } });
}
