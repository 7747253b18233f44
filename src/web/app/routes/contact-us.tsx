import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { ContentPage } from '../../features/static-pages/components/content-page.tsx';
import { contactUs } from '../../features/static-pages/content/contact-us.ts';

export function Component() {
  return (
    <ContentPage content={contactUs} beside>
      <ContactForm />
    </ContentPage>
  );
}
