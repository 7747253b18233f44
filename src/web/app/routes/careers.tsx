import { CareersForm } from '../../features/contact/components/careers-form.tsx';
import { ContentPage } from '../../features/static-pages/components/content-page.tsx';
import { careers, OPEN_ROLES } from '../../features/static-pages/content/careers.ts';

export function Component() {
  return (
    <ContentPage content={careers} beside>
      <CareersForm roles={OPEN_ROLES} />
    </ContentPage>
  );
}
