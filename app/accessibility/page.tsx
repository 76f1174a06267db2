import { StatementScreen } from '@/features/accessibility/components/StatementScreen';
import { paths } from '@/domain/paths';
import { labels } from '@/lib/labels';
import { breadcrumbData } from '@/lib/seo';
import { JsonLd } from '@/ui/JsonLd';
import { TitleHeader } from '@/shell/PageHeader';
import { describedPageMetadata } from '@/shell/SectionPage';

const { zh, en } = labels.accessibilityStatement;

export const metadata = describedPageMetadata({
  path: paths.accessibility,
  title: `${zh} ${en}`,
  image: paths.share.accessibility,
});

export default function Page() {
  return (
    <>
      <JsonLd data={breadcrumbData([{ name: `${zh} ${en}`, path: paths.accessibility }])} />
      <TitleHeader title={zh} subTitle={en} />
      <StatementScreen />
    </>
  );
}
