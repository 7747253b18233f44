import { paths } from '#shared/pages.ts';
import type { PageContent } from './types.ts';

/** /CommunityEnvironment: the community guidelines in short. */
export const communityEnvironment: PageContent = {
  path: paths.communityEnvironment,
  title: 'Community Environment',
  description:
    'The Kiwi Services community guidelines in short: honest listings, genuine reviews, respect for each other, and how to report a problem.',
  intro:
    'Kiwi Services works because members and providers can trust what they read here. These are the ground rules for everyone who uses the site.',
  sections: [
    {
      title: 'Be honest',
      blocks: [
        'Describe your business, your services and your prices as they really are. Write reviews only about work you actually asked for, in your own words.',
      ],
    },
    {
      title: 'Keep reviews genuine',
      blocks: [
        'Fake reviews are against the law as well as our rules: under the Fair Trading Act 1986 a business must not mislead customers. Providers must not review their own services, review a competitor, or offer anything in return for a review.',
      ],
    },
    {
      title: 'Be respectful',
      blocks: [
        'No abuse, harassment, threats or discrimination in enquiries, reviews or listings. Disagree about the work, not about the person.',
      ],
    },
    {
      title: 'Tell us when something is wrong',
      blocks: [
        'If you see a listing, review or message that breaks these rules, contact us with a link to it and what is wrong. Our team reads every report.',
      ],
    },
  ],
  more: { to: paths.communityEnvironmentDetails, label: 'Read the full community guidelines' },
};
