import { ContentPage } from '../../features/static-pages/components/content-page.tsx';
import { FaqList } from '../../features/static-pages/components/faq-list.tsx';
import { FAQ_GROUPS, faqsPage } from '../../features/static-pages/content/faqs.ts';

export function Component() {
  return (
    <ContentPage content={faqsPage}>
      <FaqList groups={FAQ_GROUPS} />
    </ContentPage>
  );
}
