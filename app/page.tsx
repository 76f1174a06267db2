import { HomeScreen } from '@/features/home/components/HomeScreen';
import { paths, SCREENS } from '@/domain/paths';
import { bothLanguages, pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { pages } from '@/shell/content';

export const metadata = {
  ...pageMetadata({
    path: SCREENS.home,
    title: `${site.name} ${site.subName}`,
    description: bothLanguages(pages[SCREENS.home]!.desc, pages[SCREENS.home]!.subDesc),
    image: paths.share.page('home'),
  }),
  title: { absolute: `${site.name} | ${site.subName}` },
};

export default function HomePage() {
  return <HomeScreen />;
}
