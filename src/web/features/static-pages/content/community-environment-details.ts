import { paths } from '#shared/pages.ts';
import { COMPANY } from './company.ts';
import type { PageContent } from './types.ts';

/** /CommunityEnvironmentDetails: the full community guidelines and how moderation works. */
export const communityEnvironmentDetails: PageContent = {
  path: paths.communityEnvironmentDetails,
  title: 'Community guidelines',
  description:
    'The full Kiwi Services community guidelines: listings, honest reviews and the Fair Trading Act, no fake reviews, how moderation works and how to report.',
  intro:
    'These guidelines apply to everyone on Kiwi Services: members, service providers and our own team. They sit alongside our terms of use.',
  updated: '25 November 2026',
  toc: true,
  sections: [
    {
      title: 'Listings',
      blocks: [
        {
          list: [
            'List only services your business offers yourself, in the areas you actually cover.',
            'Use your own photos of your own work, or images you have the right to use.',
            'Say so clearly if a job needs a licence or registration (for example electrical, plumbing, gasfitting or building work) and hold it.',
            'No misleading claims about price, experience, qualifications or availability.',
            'No listings for anything illegal, unsafe or unrelated to local services.',
          ],
        },
      ],
    },
    {
      title: 'Honest reviews',
      blocks: [
        'Reviews help the next person choose well, so they have to be real. You can review a service once you have contacted the provider about it, and only once per service.',
        {
          list: [
            'Write about your own experience with that provider, in your own words.',
            'Be specific: what was done, how it went, and whether you would use them again.',
            'Leave out personal details such as phone numbers, home addresses or other people’s names.',
            'A negative review is welcome when it is honest. We never remove a review because it is critical.',
          ],
        },
      ],
    },
    {
      title: 'Fake reviews and the Fair Trading Act',
      blocks: [
        'The Fair Trading Act 1986 prohibits misleading and deceptive conduct in trade. Posting, buying or arranging fake reviews can be a breach, and the Commerce Commission can take action against businesses that do it.',
        'On Kiwi Services this means:',
        {
          list: [
            'providers must not review their own services, or ask family, friends or staff to do it',
            'nobody may review a competitor to harm them',
            'providers must not offer discounts, gifts or payment in return for a review, or only for a good one',
            'providers must not pressure a customer to change or remove an honest review',
          ],
        },
        'We remove reviews that break these rules, and we may suspend the accounts involved.',
      ],
    },
    {
      title: 'Respect and safety',
      blocks: [
        'No harassment, threats, hate speech or discrimination on the grounds covered by the Human Rights Act 1993. Do not use the contact details you find here for spam or for anything other than the job you are asking about. If you ever feel unsafe, call 111 first and tell us afterwards.',
      ],
    },
    {
      title: 'How moderation works',
      blocks: [
        {
          steps: [
            'Every new service, and every change to a live one, is checked by our team before it appears or changes in search. We usually do this within one working day.',
            'If a listing does not meet these guidelines we reject it with the reason, and the provider can fix it and send it again.',
            'Reviews appear straight away. We hide a review only when it breaks these guidelines (for example a fake review, abuse or personal details), never because it is negative, and we record the reason.',
            'Repeated or serious breaches lead to the account being suspended. Suspended providers’ services are hidden from search.',
          ],
        },
      ],
    },
    {
      title: 'How to report a problem',
      blocks: [
        `Use the Contact Us page or email ${COMPANY.helloEmail}. Include a link to the listing or review and tell us what is wrong. We look at every report within two working days and tell you what we did. If you are a provider and think a review about you is fake, tell us why and we will look into it; we may ask the reviewer for details of the job.`,
        'If you disagree with a moderation decision, reply to the email we sent you and a different member of the team will look at it again.',
      ],
    },
  ],
  more: { to: paths.contactUs, label: 'Report a problem to our team' },
};
