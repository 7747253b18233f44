import { Text } from '@mantine/core';

import { StaticPage, StaticSection } from '../../components/static-page/static-page.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <StaticPage
      title="About Us"
      description="Kiwi Services connects New Zealanders with trusted local service providers."
      intro="Kiwi Services helps New Zealanders find trusted local people for the jobs around their homes and businesses."
      more={{ to: paths.aboutUsDetails, label: 'Read more about us' }}
    >
      <StaticSection title="What we do">
        Homeowners, renters and businesses in Auckland, Hamilton, Wellington and Christchurch use
        Kiwi Services to compare residential, commercial and trade services, read honest reviews
        from other customers and get in touch with providers directly.
      </StaticSection>
      <StaticSection title="For service providers">
        <Text>
          Local businesses list their services, show their work and receive enquiries from customers
          nearby. A simple monthly subscription keeps listings live, with no commission taken from
          the jobs you win.
        </Text>
      </StaticSection>
    </StaticPage>
  );
}
