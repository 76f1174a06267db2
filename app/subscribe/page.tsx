import { Subscriptions } from '@/features/news/components/Subscriptions';
import { OpenData } from '@/features/openData';
import { profileNames } from '@/features/people';
import { paths } from '@/domain/paths';
import { pageLabels } from '@/lib/pageLabels';
import { breadcrumbData } from '@/lib/seo';
import { JsonLd } from '@/ui/JsonLd';
import { TitleHeader } from '@/shell/PageHeader';
import { describedPageMetadata } from '@/shell/SectionPage';

const { zh, en } = pageLabels.subscriptions;

export const metadata = describedPageMetadata({
  path: paths.subscribe,
  title: `${zh} ${en}`,
  image: paths.share.page('home'),
});

export default function Page() {
  return (
    <>
      <JsonLd data={breadcrumbData([{ name: `${zh} ${en}`, path: paths.subscribe }])} />
      <TitleHeader title={zh} subTitle={en} />
      <Subscriptions people={profileNames()} />
      <OpenData />
    </>
  );
}
