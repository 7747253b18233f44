import { StaticPage, StaticSection } from '../../components/static-page/static-page.tsx';

export function Component() {
  return (
    <StaticPage
      title="Privacy Policy"
      description="How Kiwi Services collects, uses and protects your personal information under the Privacy Act 2020."
      intro="We respect your privacy and handle personal information in line with the New Zealand Privacy Act 2020."
    >
      <StaticSection title="What we collect">
        Your name, email address and phone number when you register; your business details when you
        list services; the enquiries and reviews you send; and basic technical logs needed to keep
        the site secure.
      </StaticSection>
      <StaticSection title="How we use it">
        To run your account, pass your enquiries to the providers you contact, show your reviews,
        process subscription payments and keep the platform safe. We do not sell your information.
      </StaticSection>
      <StaticSection title="Storage and security">
        Passwords are stored as one-way hashes, sessions expire, and payment card details are
        handled by our payment provider and never stored by us.
      </StaticSection>
      <StaticSection title="Your rights">
        You can ask to see or correct the personal information we hold about you at any time using
        the Contact Us page. If you are not satisfied with our response you may complain to the
        Office of the Privacy Commissioner.
      </StaticSection>
    </StaticPage>
  );
}
