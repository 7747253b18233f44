import { paths } from '#shared/pages.ts';
import { COMPANY } from './company.ts';
import type { PageContent } from './types.ts';

/** The roles offered in the application form ('' is a general application). */
export const OPEN_ROLES = [
  'Customer support specialist (Auckland)',
  'Listings moderator (remote, New Zealand)',
  'Full-stack developer, TypeScript (Auckland or Wellington)',
  'Provider partnerships lead (Christchurch)',
] as const;

/** /Careers: the text above the application form. */
export const careers: PageContent = {
  path: paths.careers,
  title: 'Careers',
  description:
    'Work at Kiwi Services: open roles in Auckland, Wellington, Christchurch and remote in New Zealand. Apply online with your CV.',
  intro:
    'We are a small team helping local businesses across Aotearoa find their next customer, and helping New Zealanders find people they can trust.',
  sections: [
    {
      title: 'Working with us',
      blocks: [
        'We value clear thinking, kindness and getting things done. Most of the team works from our Auckland office two or three days a week and from home the rest.',
        {
          list: [
            'flexible hours around school runs and life',
            'KiwiSaver with a 4% employer contribution',
            'five weeks of annual leave after your first year',
            'a yearly learning budget of NZD 1,500',
          ],
        },
      ],
    },
    {
      title: 'Open roles',
      blocks: [
        { list: [...OPEN_ROLES] },
        'Do not see your role? Send a general application: we read every one.',
      ],
    },
    {
      title: 'How to apply',
      blocks: [
        'Fill in the form with your CV (PDF or Word, up to 5 MB) and a short cover note. We reply to every applicant within two weeks. You must have the right to work in New Zealand.',
        `Your application is handled under our privacy policy and kept for 12 months. Questions: ${COMPANY.careersEmail}.`,
      ],
    },
  ],
};
