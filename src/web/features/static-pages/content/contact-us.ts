import { paths } from '#shared/pages.ts';
import { COMPANY } from './company.ts';
import type { PageContent } from './types.ts';

/** /ContactUs: the text beside the contact form. */
export const contactUs: PageContent = {
  path: paths.contactUs,
  title: 'Contact Us',
  description:
    'Contact the Kiwi Services team about your account, a listing, a review or your subscription. We reply within one working day.',
  intro:
    'Questions about your account, a listing, a review or your subscription? Send us a message and a real person in Auckland will get back to you.',
  sections: [
    {
      title: 'Support hours',
      blocks: [`${COMPANY.hours}. We aim to reply within one working day.`],
    },
    {
      title: 'Email us',
      blocks: [
        {
          list: [
            { term: 'General questions', text: COMPANY.helloEmail },
            { term: 'Privacy requests', text: COMPANY.privacyEmail },
          ],
        },
      ],
    },
    {
      title: 'Our office',
      blocks: [`${COMPANY.legalName}, ${COMPANY.address}.`, `Postal: ${COMPANY.postal}.`],
    },
    {
      title: 'Reporting a listing or review',
      blocks: [
        'Include a link to it and tell us what is wrong. Our community guidelines explain how we moderate.',
      ],
    },
  ],
};
