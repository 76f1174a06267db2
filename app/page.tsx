import { HomeHeading } from '@/shell/HomeHeading';

export default function HomePage() {
  return <HomeHeading />;
}
