import { paths } from '#shared/pages.ts';
import { COMPANY } from './company.ts';
import type { FaqGroup, PageContent } from './types.ts';

/** /Faqs: the page's heading and text; the questions are in FAQ_GROUPS. */
export const faqsPage: PageContent = {
  path: paths.faqs,
  title: 'FAQs',
  description:
    'Answers to common questions about Kiwi Services for members and service providers: searching, enquiries, reviews, listings, the subscription and privacy.',
  intro: 'Answers to the questions we are asked most often. Type a word to find yours.',
  sections: [],
  more: { to: paths.contactUs, label: 'Still stuck? Contact our team' },
};

/** The questions and answers, by who asks them. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'For members',
    items: [
      {
        question: 'Is Kiwi Services free for customers?',
        answer:
          'Yes. Searching, saving services to your watchlist, contacting providers and writing reviews are all free, and we add nothing to the price you agree with a provider.',
      },
      {
        question: 'Which areas do you cover?',
        answer:
          'Auckland, Hamilton, Wellington and Christchurch, with the suburbs of each city. You can filter every search by city and suburb.',
      },
      {
        question: 'Do I need an account to search?',
        answer:
          'No. Anyone can search and read listings and reviews. You need a free account to save services, email or call a provider, and write a review.',
      },
      {
        question: 'How do I contact a provider?',
        answer:
          'Open a service and use the Email or Call button. You need to be logged in, so the provider can reply to you; your message goes to the provider by email and we keep a copy.',
      },
      {
        question: 'When can I leave a review?',
        answer:
          'After you have sent an enquiry to the provider about that service. You can review each service once, and you cannot review your own.',
      },
      {
        question: 'What if I am unhappy with a job?',
        answer:
          'Talk to the provider first: most problems are sorted that way. Under the Consumer Guarantees Act 1993, work must be done with reasonable care and skill. If you cannot agree, the Disputes Tribunal can help, and you can leave an honest review.',
      },
      {
        question: 'Are the providers checked?',
        answer:
          'Our team checks every listing before it appears in search. We do not inspect work or check licences, so ask to see a licence for electrical, plumbing, gasfitting or building work.',
      },
      {
        question: 'How does the watchlist work?',
        answer:
          'When you are logged in, use Add to Watchlist on any service to save it. Your saved services are on the Watchlist page, where you can remove them again.',
      },
    ],
  },
  {
    title: 'For service providers',
    items: [
      {
        question: 'How much does it cost to list my services?',
        answer: `The subscription is ${COMPANY.price}, for as many services as you want to list. There is no commission and no fee per enquiry.`,
      },
      {
        question: 'Does the subscription renew automatically?',
        answer: 'Yes, every 30 days, until you cancel. We email you a receipt for every payment.',
      },
      {
        question: 'How do I cancel my subscription?',
        answer:
          'Go to your account, open the Subscription section and choose Cancel. Renewal stops straight away and your listings stay public until the end of the period you have paid for.',
      },
      {
        question: 'Why is my new service not showing yet?',
        answer:
          'New and edited services are checked by our team first, usually within one working day. The service shows as pending until it is approved, and we email you when it goes live or if something needs fixing.',
      },
      {
        question: 'Can I ask my customers for reviews?',
        answer:
          'Yes, you can ask customers to share their honest experience. You must not write reviews yourself, offer anything in return for one, or ask only happy customers to review: that can mislead people under the Fair Trading Act 1986.',
      },
      {
        question: 'Can I ask for a negative review to be removed?',
        answer:
          'We never remove a review for being negative. If a review is fake, abusive or about someone else, report it through the Contact Us page and our team will look into it.',
      },
    ],
  },
  {
    title: 'Account and privacy',
    items: [
      {
        question: 'I did not get the email to set my password. What now?',
        answer:
          'Check your spam or junk folder first. If it is not there, use Forgot password on the login page to get a new link; each link works once and expires.',
      },
      {
        question: 'How do I change my email address or password?',
        answer:
          'Log in, open My account and choose Change email or Change password. You will need your current password.',
      },
      {
        question: 'What do you do with my personal information?',
        answer: `We use it only to run the marketplace, under the Privacy Act 2020, and never sell it. Our privacy policy explains the details, and you can ask our privacy officer (${COMPANY.privacyEmail}) to see or correct what we hold.`,
      },
      {
        question: 'How do I close my account?',
        answer:
          'Send us a message through the Contact Us page from the email address of your account. We close it and delete or anonymise your details within 30 days.',
      },
    ],
  },
];
