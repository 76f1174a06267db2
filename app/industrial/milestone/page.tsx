import { MilestoneTimeline } from '@/features/milestones/components/MilestoneTimeline';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

export const metadata = sectionMetadata('milestone');

export default function Page() {
  return (
    <SectionPage screen="milestone">
      <MilestoneTimeline />
    </SectionPage>
  );
}
