import { paths } from '#shared/pages.ts';
import { COMPANY } from './company.ts';
import type { PageContent } from './types.ts';

/** /PricvacyPolicy: the privacy policy under the Privacy Act 2020. */
export const privacyPolicy: PageContent = {
  path: paths.privacyPolicy,
  title: 'Privacy Policy',
  description:
    'How Kiwi Services collects, uses, stores and shares personal information under the New Zealand Privacy Act 2020, and how to see or correct yours.',
  intro: `This policy explains how ${COMPANY.legalName} ("Kiwi Services", "we") handles personal information under the Privacy Act 2020. It applies to our website and to every email we send.`,
  updated: '25 November 2026',
  toc: true,
  sections: [
    {
      title: 'What we collect',
      blocks: [
        {
          list: [
            {
              term: 'Member accounts',
              text: 'your first and last name, email address and phone number.',
            },
            {
              term: 'Provider accounts',
              text: 'your business name, contact person, email address, phone number, logo and business description, and the services, photos and areas you list.',
            },
            {
              term: 'What you do on the site',
              text: 'your watchlist, the enquiries you send or receive, the reviews you write, and the messages and job applications you send us.',
            },
            {
              term: 'Payments',
              text: 'your subscription status and payment history. Card details go straight to our payment processor, Stripe; we never see or store your card number.',
            },
            {
              term: 'Technical information',
              text: 'your IP address, browser type and the pages requested, kept in security logs. We use one cookie to keep you logged in and no advertising or tracking cookies.',
            },
          ],
        },
        'We collect this information from you directly. If you apply for a job and name referees, we will contact them only with your permission.',
      ],
    },
    {
      title: 'Why we collect it',
      blocks: [
        {
          list: [
            'to create and run your account and keep you logged in',
            'to pass your enquiries to the providers you contact, and their replies to you',
            'to show your listings and reviews to other people on the site',
            'to take subscription payments and send receipts',
            'to check listings and reviews against our community guidelines',
            'to answer your messages and consider your job application',
            'to keep the site secure and to prevent fraud, spam and abuse',
          ],
        },
        'We do not sell personal information and we do not use it for advertising on other websites.',
      ],
    },
    {
      title: 'Who can see it',
      blocks: [
        'Providers choose what appears on their public listings (business name, contact name, phone number, description and photos). A reviewer is shown by their name. When you send an enquiry, the provider receives your name, email address and message.',
        'Our staff see what they need to support you and to moderate the site. We share information with service providers who work for us (hosting, email delivery and Stripe for payments) under contracts that require them to protect it, and with the Police or other agencies only where the law requires or allows it.',
      ],
    },
    {
      title: 'How long we keep it',
      blocks: [
        {
          list: [
            {
              term: 'Accounts',
              text: 'while your account is open. When you ask us to close it, we delete or anonymise your details within 30 days.',
            },
            {
              term: 'Enquiries and reviews',
              text: 'for as long as the listing exists, and enquiries for at most 2 years.',
            },
            { term: 'Messages to our team', text: '2 years.' },
            {
              term: 'Job applications and résumés',
              text: '12 months, unless you join us or agree that we keep them longer.',
            },
            {
              term: 'Payment records',
              text: '7 years, as New Zealand tax law requires.',
            },
            { term: 'Security logs', text: '90 days.' },
          ],
        },
      ],
    },
    {
      title: 'How we protect it',
      blocks: [
        'The site is served only over an encrypted connection. Passwords are stored as one-way hashes, login sessions expire, uploaded files are checked before they are kept, and staff access is limited to what each role needs.',
        'If a privacy breach happens that is likely to cause serious harm, we will tell the Office of the Privacy Commissioner and the people affected as soon as practicable, as the Act requires.',
      ],
    },
    {
      title: 'Information stored outside New Zealand',
      blocks: [
        'Some of the services we use, such as Stripe for payments and our email delivery provider, may process information overseas, including in Australia and the United States. We only use providers that are subject to privacy laws comparable to the Privacy Act 2020 or that agree by contract to protect your information to that standard.',
      ],
    },
    {
      title: 'The 13 information privacy principles in plain words',
      blocks: [
        'The Privacy Act 2020 sets out 13 principles. This is what each one means at Kiwi Services:',
        {
          steps: [
            {
              term: 'Purpose of collection',
              text: 'we only collect information we need to run the marketplace.',
            },
            { term: 'Source', text: 'we collect it from you directly wherever we can.' },
            {
              term: 'What we tell you',
              text: 'when we collect information, we say why, who will see it and that you can ask for it and correct it (this policy).',
            },
            {
              term: 'Manner of collection',
              text: 'we collect it lawfully and fairly, without being unreasonably intrusive, and with particular care for young people.',
            },
            {
              term: 'Storage and security',
              text: 'we protect it against loss, misuse and unauthorised access.',
            },
            { term: 'Access', text: 'you can ask to see the information we hold about you.' },
            {
              term: 'Correction',
              text: 'you can ask us to correct it, or to note that you asked if we disagree.',
            },
            {
              term: 'Accuracy',
              text: 'we check that information is accurate, up to date and relevant before we use it.',
            },
            { term: 'Retention', text: 'we keep it no longer than we need it (see above).' },
            {
              term: 'Use',
              text: 'we use it only for the purpose we collected it for, unless an exception in the Act applies.',
            },
            {
              term: 'Disclosure',
              text: 'we share it only as this policy describes or as the law allows.',
            },
            {
              term: 'Disclosure outside New Zealand',
              text: 'we send it overseas only where it will be protected to a comparable standard.',
            },
            {
              term: 'Unique identifiers',
              text: 'we do not use government identifiers such as your IRD or driver licence number to identify you.',
            },
          ],
        },
      ],
    },
    {
      title: 'Seeing and correcting your information',
      blocks: [
        'You can see and change most of your details yourself in your account (name, email address, password and, for providers, your logo and listings).',
        `For anything else, email our privacy officer at ${COMPANY.privacyEmail} or use the Contact Us page. Tell us what you want to see or correct; we may ask you to confirm who you are. We will answer within 20 working days, and there is no charge for a request.`,
        'If you are not happy with our answer, you can complain to the Office of the Privacy Commissioner at privacy.org.nz or on 0800 803 909.',
      ],
    },
    {
      title: 'Contact our privacy officer',
      blocks: [
        {
          list: [
            { term: 'Email', text: COMPANY.privacyEmail },
            { term: 'Post', text: `Privacy Officer, ${COMPANY.legalName}, ${COMPANY.postal}` },
            { term: 'Office', text: COMPANY.address },
          ],
        },
        'We may update this policy. When the changes are significant we will tell members by email before they take effect.',
      ],
    },
  ],
  more: { to: paths.terms, label: 'Read our terms of use' },
};
