import { paths } from '#shared/pages.ts';
import { COMPANY } from './company.ts';
import type { PageContent } from './types.ts';

/** /AboutUs: what the marketplace is, in short. */
export const aboutUs: PageContent = {
  path: paths.aboutUs,
  title: 'About Us',
  description:
    'Kiwi Services is a New Zealand marketplace for local residential, commercial and trade services in Auckland, Hamilton, Wellington and Christchurch.',
  intro:
    'Kiwi Services is a New Zealand marketplace where people find trusted local service providers, and where local businesses find their next customer.',
  sections: [
    {
      title: 'What Kiwi Services is',
      blocks: [
        'We list residential, commercial and trade services across Auckland, Hamilton, Wellington and Christchurch: house cleaners and gardeners, office cleaners and commercial caterers, electricians, plumbers, builders and painters.',
        'Every listing belongs to a real New Zealand business and is checked by our team before it appears in search.',
      ],
    },
    {
      title: 'For members',
      blocks: [
        'Searching is free and you do not need an account to look around. With a free member account you can:',
        {
          list: [
            'search by service, city and suburb, and compare providers side by side',
            'save services to your watchlist for later',
            'email or call a provider straight from their listing',
            'leave an honest review after you have been in touch with a provider',
          ],
        },
      ],
    },
    {
      title: 'For service providers',
      blocks: [
        'Register your business for free, then subscribe to publish your services. Customers contact you directly: we never take a commission on the work you win.',
        `The subscription is ${COMPANY.price}. It renews automatically and you can cancel it at any time from your account.`,
      ],
    },
  ],
  more: { to: paths.aboutUsDetails, label: 'Read more about how Kiwi Services works' },
};
