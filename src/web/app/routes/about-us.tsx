import { ContentPage } from '../../features/static-pages/components/content-page.tsx';
import { aboutUs } from '../../features/static-pages/content/about-us.ts';

export function Component() {
  return <ContentPage content={aboutUs} />;
}
