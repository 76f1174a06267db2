import { llmsText } from '@/features/site/llms';
import { menuTitle } from '@/shell/SectionPage';

/** GET /llms.txt: the site for language models, each page linked by its Markdown twin. Prerendered. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(llmsText(menuTitle), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
