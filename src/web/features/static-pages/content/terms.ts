import { paths } from '#shared/pages.ts';
import { COMPANY } from './company.ts';
import type { PageContent } from './types.ts';

/** /terms: the terms of use and of the provider subscription. */
export const terms: PageContent = {
  path: paths.terms,
  title: 'Terms of use',
  description:
    'The Kiwi Services terms of use and provider subscription terms: NZD 30 per 30 days, automatic renewal, cancellation and the Consumer Guarantees Act.',
  intro: `These terms are an agreement between you and ${COMPANY.legalName}. By registering or using the site you agree to them. Please read them together with our privacy policy and community guidelines.`,
  updated: '25 November 2026',
  toc: true,
  sections: [
    {
      title: 'Using Kiwi Services',
      blocks: [
        'Anyone can search and read listings. To save services, contact providers or write reviews you need a free member account; to list services you need a provider account and an active subscription.',
        {
          list: [
            'You must be 16 or older to register, and give true details about yourself or your business.',
            'Keep your password to yourself. You are responsible for what happens in your account.',
            'Follow our community guidelines in everything you post.',
            'Do not copy listings in bulk, send spam, or try to get around the site’s security.',
          ],
        },
      ],
    },
    {
      title: 'Our role',
      blocks: [
        'Kiwi Services is a marketplace: we introduce members to providers. The agreement for a job is between the member and the provider, and the provider is responsible for their work, their prices, their licences and their insurance.',
        'We check listings before they appear, but we do not inspect work or guarantee any provider. Read the reviews, ask questions and get a written quote before you agree to a job.',
      ],
    },
    {
      title: 'The provider subscription',
      blocks: [
        {
          list: [
            {
              term: 'Price',
              text: `${COMPANY.price}. We will give you at least 30 days’ notice by email before any price change.`,
            },
            {
              term: 'What it includes',
              text: 'publishing as many services as you like, and receiving enquiries from members. No commission or lead fees.',
            },
            {
              term: 'Payment',
              text: 'by card, processed by Stripe. Your first 30 days start when the first payment succeeds.',
            },
            {
              term: 'Automatic renewal',
              text: 'your subscription renews every 30 days and your card is charged on the renewal date until you cancel. If a renewal payment fails, we email you and your listings are hidden until a payment succeeds.',
            },
          ],
        },
      ],
    },
    {
      title: 'Cancelling your subscription',
      blocks: [
        'You can cancel at any time from the Subscription section of your account, with no cancellation fee.',
        {
          list: [
            'Cancelling stops automatic renewal straight away: you will not be charged again.',
            'Your listings stay public until the end of the 30 days you have already paid for, then they are hidden, not deleted. Subscribe again at any time to bring them back.',
            'We do not refund part periods, except where the law requires it or where we have made a mistake.',
          ],
        },
      ],
    },
    {
      title: 'Consumer Guarantees Act and Fair Trading Act',
      blocks: [
        'Nothing in these terms limits rights you have under the Consumer Guarantees Act 1993 or the Fair Trading Act 1986 that cannot lawfully be excluded.',
        'Providers subscribe for the purposes of their business. To the extent permitted by section 43 of the Consumer Guarantees Act 1993, and where it is fair and reasonable, that Act does not apply to the subscription for businesses.',
        'When a member engages a provider as a consumer, the Consumer Guarantees Act applies between them: the provider must carry out the work with reasonable care and skill, within a reasonable time and at a reasonable price if none was agreed.',
      ],
    },
    {
      title: 'Your content',
      blocks: [
        'You keep ownership of the listings, photos and reviews you post. You give us a non-exclusive licence to show them on Kiwi Services and in our emails while they are on the site. We may remove content that breaks these terms or the community guidelines.',
      ],
    },
    {
      title: 'Suspension and closing your account',
      blocks: [
        'We may suspend or close an account that breaks these terms, for example for fake reviews, abuse or fraud, and we will tell you why. You can ask us to close your account at any time through the Contact Us page.',
      ],
    },
    {
      title: 'Liability',
      blocks: [
        'We provide the site with reasonable care and skill, but we cannot promise it will always be available or free of errors. Except where the law does not allow it, we are not liable for the work of providers or for indirect loss, and our total liability to a provider is limited to the subscription fees paid in the previous three months.',
      ],
    },
    {
      title: 'Changes and governing law',
      blocks: [
        'We may update these terms. We will email registered users about significant changes at least 14 days before they take effect. These terms are governed by New Zealand law, and the New Zealand courts and Disputes Tribunal can hear any dispute.',
        `Questions about these terms: ${COMPANY.helloEmail}, or ${COMPANY.legalName}, ${COMPANY.postal}.`,
      ],
    },
  ],
  more: { to: paths.privacyPolicy, label: 'Read our privacy policy' },
};
