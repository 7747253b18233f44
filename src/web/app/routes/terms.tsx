import { ContentPage } from '../../features/static-pages/components/content-page.tsx';
import { terms } from '../../features/static-pages/content/terms.ts';

export function Component() {
  return <ContentPage content={terms} />;
}
