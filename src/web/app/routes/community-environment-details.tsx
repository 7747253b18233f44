import { List } from '@mantine/core';

import { StaticPage, StaticSection } from '../../components/static-page/static-page.tsx';

export function Component() {
  return (
    <StaticPage
      title="Community Guidelines"
      description="Detailed community guidelines for listings, enquiries and reviews on Kiwi Services."
      intro="These guidelines apply to everyone who uses Kiwi Services."
    >
      <StaticSection title="Listings">
        <List spacing="xs">
          <List.Item>List only services you offer yourself and are qualified to provide.</List.Item>
          <List.Item>Use your own photos and describe the service accurately.</List.Item>
          <List.Item>
            Hold any licence the work requires, such as electrical or gas registration.
          </List.Item>
        </List>
      </StaticSection>
      <StaticSection title="Reviews">
        Reviews must describe a genuine experience with the provider. We remove reviews that contain
        personal information, threats or hate speech, but never because they are negative, in line
        with the Fair Trading Act.
      </StaticSection>
      <StaticSection title="Reporting a problem">
        If something does not look right, tell us through the Contact Us page and our team will look
        into it.
      </StaticSection>
    </StaticPage>
  );
}
