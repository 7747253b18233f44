import { ContentPage } from '../../features/static-pages/components/content-page.tsx';
import { communityEnvironment } from '../../features/static-pages/content/community-environment.ts';

export function Component() {
  return <ContentPage content={communityEnvironment} />;
}
