/** The company details quoted by several pages (a placeholder address in Auckland). */
export const COMPANY = {
  legalName: 'Kiwi Services Limited',
  address: 'Level 3, 110 Karangahape Road, Auckland Central, Auckland 1010',
  postal: 'PO Box 90210, Victoria Street West, Auckland 1142',
  helloEmail: 'hello@kiwiservices.co.nz',
  privacyEmail: 'privacy@kiwiservices.co.nz',
  careersEmail: 'careers@kiwiservices.co.nz',
  hours: 'Monday to Friday, 9am to 5pm (New Zealand time), except public holidays',
  price: 'NZD 30 for 30 days',
} as const;
