import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SearchBox } from '@/features/search/components/SearchBox';
import { site } from '@/lib/site';
import { THEME_SCRIPT } from '@/lib/theme';
import { absoluteUrl } from '@/lib/url';
import { Shell } from '@/shell/Shell';
import { colors, colorsDark } from '@/styles/tokens';
import './globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  title: { default: `${site.name} | ${site.subName}`, template: `%s | ${site.shortName}` },
  description: `${site.name} ${site.subName}`,
  applicationName: site.shortName,
};

// the browser's bar in the surface colour of the device's scheme; a choice in the toggle puts a meta of its own
// before these (src/lib/theme.ts)
export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: colors.surface },
    { media: '(prefers-color-scheme: dark)', color: colorsDark.surface },
  ],
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // the theme script sets <html>'s data-theme before React hydrates it
    <html lang="zh-Hant" suppressHydrationWarning>
      <head>
        {/* before the first paint: the visitor's stored theme (src/lib/theme.ts); pages stay static */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>
        <Shell search={() => <SearchBox compact />}>{children}</Shell>
      </body>
    </html>
  );
}
