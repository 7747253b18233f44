import { StaticPage, StaticSection } from '../../components/static-page/static-page.tsx';

export function Component() {
  return (
    <StaticPage
      title="Contact Us"
      description="Get in touch with the Kiwi Services team."
      intro="Questions about your account, a listing or a review? Our team is here to help."
    >
      <StaticSection title="Support hours">
        Monday to Friday, 9am to 5pm New Zealand time. We aim to reply within one working day.
      </StaticSection>
    </StaticPage>
  );
}
