import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

export function Component() {
  usePageMeta('Admin');
  return <PlaceholderPage title="Admin" description="The admin console is coming soon." />;
}
