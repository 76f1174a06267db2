import { MilestoneTimeline } from '@/features/milestones/components/MilestoneTimeline';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

const path = '/industrial/milestone';
export const metadata = sectionMetadata(path);

export default function Page() {
  return (
    <SectionPage path={path}>
      <MilestoneTimeline />
    </SectionPage>
  );
}
