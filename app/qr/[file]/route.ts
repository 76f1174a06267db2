import { files } from '@/domain/files';
import { profileQr, profileRefs } from '@/features/people/server';

/** GET /qr/{list}-{id}.svg: the QR code of a profile page's address, drawn at build. Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => files.profileFiles('svg', profileRefs()).map((file) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { list, id } = files.profileFile((await params).file, 'svg')!;
  return new Response((await profileQr(list, id))!, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  });
}
