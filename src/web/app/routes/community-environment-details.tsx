import { ContentPage } from '../../features/static-pages/components/content-page.tsx';
import { communityEnvironmentDetails } from '../../features/static-pages/content/community-environment-details.ts';

export function Component() {
  return <ContentPage content={communityEnvironmentDetails} />;
}
