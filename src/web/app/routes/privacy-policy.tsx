import { ContentPage } from '../../features/static-pages/components/content-page.tsx';
import { privacyPolicy } from '../../features/static-pages/content/privacy-policy.ts';

export function Component() {
  return <ContentPage content={privacyPolicy} />;
}
