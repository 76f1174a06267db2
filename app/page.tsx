import { HomeScreen } from '@/features/home/components/HomeScreen';
import { bothLanguages, pageMetadata, sharePaths } from '@/lib/seo';
import { site } from '@/lib/site';
import { pages } from '@/shell/content';

export const metadata = {
  ...pageMetadata({
    path: '/',
    title: `${site.name} ${site.subName}`,
    description: bothLanguages(pages['/']!.desc, pages['/']!.subDesc),
    image: sharePaths.page('/'),
  }),
  title: { absolute: `${site.name} | ${site.subName}` },
};

export default function HomePage() {
  return <HomeScreen />;
}
