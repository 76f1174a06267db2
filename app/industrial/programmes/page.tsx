import { ProgrammeComparison } from '@/features/courses/components/ProgrammeComparison';
import { paths } from '@/domain/paths';
import { pageLabels } from '@/lib/pageLabels';
import { breadcrumbData } from '@/lib/seo';
import { JsonLd } from '@/ui/JsonLd';
import { TitleHeader } from '@/shell/PageHeader';
import { describedPageMetadata } from '@/shell/SectionPage';

const { zh, en } = pageLabels.programmeComparison;

export const metadata = describedPageMetadata({
  path: paths.programmes,
  title: `${zh} ${en}`,
  image: paths.share.programmes,
});

export default function Page() {
  return (
    <>
      <JsonLd data={breadcrumbData([{ name: `${zh} ${en}`, path: paths.programmes }])} />
      <TitleHeader title={zh} subTitle={en} />
      <ProgrammeComparison />
    </>
  );
}
