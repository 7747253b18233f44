import { List } from '@mantine/core';

import { StaticPage, StaticSection } from '../../components/static-page/static-page.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <StaticPage
      title="About Kiwi Services"
      description="Our story, our values and how Kiwi Services works for customers and providers."
      intro="We started Kiwi Services because finding a reliable tradie or cleaner should not depend on who you happen to know."
      more={{ to: paths.contactUs, label: 'Get in touch with our team' }}
    >
      <StaticSection title="Our values">
        <List spacing="xs">
          <List.Item>Local first: every provider on the platform works in New Zealand.</List.Item>
          <List.Item>
            Honest reviews: reviews come from members who contacted the provider, and we never hide
            a review for being negative.
          </List.Item>
          <List.Item>
            Fair pricing: providers pay a flat subscription, not a cut of each job.
          </List.Item>
        </List>
      </StaticSection>
      <StaticSection title="How listings are checked">
        Every new or edited service is reviewed by our team before it appears in search, so the
        listings you see are real businesses offering real services.
      </StaticSection>
    </StaticPage>
  );
}
