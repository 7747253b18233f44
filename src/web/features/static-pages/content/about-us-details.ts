import { paths } from '#shared/pages.ts';
import { COMPANY } from './company.ts';
import type { PageContent } from './types.ts';

/** /AboutsUsDetails: how the marketplace works, step by step, and what it costs. */
export const aboutUsDetails: PageContent = {
  path: paths.aboutUsDetails,
  title: 'How Kiwi Services works',
  description:
    'How Kiwi Services works for members and for service providers: searching, enquiries, reviews, listing checks and the NZD 30 for 30 days subscription.',
  intro:
    'We started Kiwi Services because finding a reliable tradie, cleaner or caterer should not depend on who you happen to know.',
  sections: [
    {
      title: 'How it works for members',
      blocks: [
        {
          steps: [
            'Search by the service you need, then narrow it down by city and suburb.',
            'Open a listing to see photos, what the provider offers, their star rating and reviews from other members.',
            'Log in and email or call the provider. Your enquiry goes straight to them, and we keep a copy so nothing gets lost.',
            'Agree the job, the price and the timing directly with the provider.',
            'Once you have contacted a provider you can review their service, to help the next person choose.',
          ],
        },
        'A member account is free. We do not charge customers and we do not add fees to the price you agree with a provider.',
      ],
    },
    {
      title: 'How it works for service providers',
      blocks: [
        {
          steps: [
            'Register your business with its name, contact person, phone number, logo and a short description.',
            'Choose your password from the link we email you.',
            `Subscribe: ${COMPANY.price}, renewing automatically every 30 days.`,
            'Add your services with photos, the areas you cover and a description of the work.',
            'Our team checks each new service, usually within one working day, and you are emailed when it goes live.',
            'Enquiries arrive by email and in your account. Reply to customers directly.',
          ],
        },
      ],
    },
    {
      title: 'Pricing',
      blocks: [
        {
          list: [
            { term: 'Members', text: 'free, always.' },
            {
              term: 'Service providers',
              text: `${COMPANY.price}, for as many services as you want to list. No commission, no lead fees, no lock-in contract.`,
            },
            {
              term: 'Cancelling',
              text: 'stops the next renewal straight away; your listings stay public until the end of the 30 days you have paid for.',
            },
          ],
        },
      ],
    },
    {
      title: 'What we stand for',
      blocks: [
        {
          list: [
            {
              term: 'Local first',
              text: 'every provider on Kiwi Services is a business working in New Zealand.',
            },
            {
              term: 'Honest reviews',
              text: 'only members who have contacted a provider can review them, and we never remove a review for being negative.',
            },
            {
              term: 'Fair pricing',
              text: 'one flat subscription for providers, never a cut of the job.',
            },
            {
              term: 'Privacy',
              text: 'we collect only what we need to run the service and we never sell personal information.',
            },
          ],
        },
      ],
    },
    {
      title: 'Who we are',
      blocks: [
        `${COMPANY.legalName} is a small New Zealand company based in Auckland (${COMPANY.address}). You can reach us at ${COMPANY.helloEmail}.`,
      ],
    },
  ],
  more: { to: paths.contactUs, label: 'Get in touch with our team' },
};
