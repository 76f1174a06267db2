import { HomeScreen } from '@/features/home/components/HomeScreen';

export default function HomePage() {
  return <HomeScreen />;
}
