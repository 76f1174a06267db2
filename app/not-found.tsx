import { NotFound } from '@/shell/NotFound';

export default function NotFoundPage() {
  return <NotFound />;
}
