import { Accordion } from '@mantine/core';

import { StaticPage } from '../../components/static-page/static-page.tsx';

const FAQS = [
  {
    q: 'Is Kiwi Services free for customers?',
    a: 'Yes. Searching, saving services to your watchlist, contacting providers and writing reviews are all free.',
  },
  {
    q: 'Which areas do you cover?',
    a: 'Auckland, Hamilton, Wellington and Christchurch, with suburbs listed for each city.',
  },
  {
    q: 'How do I contact a provider?',
    a: 'Open a service and use the Email or Contact button. You need to be logged in so the provider can reply to you.',
  },
  {
    q: 'When can I leave a review?',
    a: 'After you have sent an enquiry to the provider about that service.',
  },
  {
    q: 'How much does it cost to list my services?',
    a: 'Providers pay a subscription of $30 for 30 days, which renews automatically unless you cancel it.',
  },
  {
    q: 'Why is my new service not showing yet?',
    a: 'New and edited services are checked by our team first. It shows as pending until it is approved.',
  },
];

export function Component() {
  return (
    <StaticPage
      title="FAQs"
      description="Answers to common questions about using Kiwi Services."
      intro="Answers to the questions we are asked most often."
    >
      <Accordion variant="separated">
        {FAQS.map((item) => (
          <Accordion.Item key={item.q} value={item.q}>
            <Accordion.Control>{item.q}</Accordion.Control>
            <Accordion.Panel>{item.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </StaticPage>
  );
}
