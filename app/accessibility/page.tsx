import { StatementScreen } from '@/features/accessibility/components/StatementScreen';
import { paths } from '@/domain/paths';
import { pageLabels } from '@/lib/pageLabels';
import { breadcrumbData } from '@/lib/seo';
import { JsonLd } from '@/ui/JsonLd';
import { TitleHeader } from '@/shell/PageHeader';
import { describedPageMetadata } from '@/shell/SectionPage';

const { zh, en } = pageLabels.accessibilityStatement;

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
