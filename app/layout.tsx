import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SearchBox } from '@/features/search/components/SearchBox';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/url';
import { Shell } from '@/shell/Shell';
import './globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  title: { default: `${site.name} | ${site.subName}`, template: `%s | ${site.shortName}` },
  description: `${site.name} ${site.subName}`,
  applicationName: site.shortName,
};

export const viewport: Viewport = { themeColor: '#ffffff', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-Hant">
      <body>
        <Shell search={() => <SearchBox compact />}>{children}</Shell>
      </body>
    </html>
  );
}
