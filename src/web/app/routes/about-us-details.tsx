import { ContentPage } from '../../features/static-pages/components/content-page.tsx';
import { aboutUsDetails } from '../../features/static-pages/content/about-us-details.ts';

export function Component() {
  return <ContentPage content={aboutUsDetails} />;
}
