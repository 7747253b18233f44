/** Word lists for the generated demo and bulk data (New Zealand English). */

/** Business name prefixes that fit anywhere in the country. */
export const BUSINESS_PREFIXES_ANYWHERE = [
  'Kiwi',
  'Silver Fern',
  'Kauri',
  'Tōtara',
  'Pōhutukawa',
  'Kōwhai',
  'Tūī',
  'Fantail',
  'Southern Cross',
  'Long White Cloud',
  'Pacific',
  'Summit',
  'Coastline',
  'True North',
  'Keystone',
  'Reliable',
  'First Choice',
  'Premier',
  'Trusty',
  'Blue Sky',
  'Ironsand',
  'Greenstone',
  'Harakeke',
  'Kererū',
  'Rimu',
] as const;

/** Business name prefixes tied to a city. */
export const BUSINESS_PREFIXES_BY_CITY: Record<string, readonly string[]> = {
  Auckland: ['Waitematā', 'North Shore', 'Rangitoto', 'Tāmaki', 'Manukau', 'Hauraki', 'Eden'],
  Hamilton: ['Waikato', 'River City', 'Hamilton East', 'Kirikiriroa', 'Pirongia', 'Tron'],
  Christchurch: ['Garden City', 'Mainland', 'Canterbury', 'Port Hills', 'Ōtautahi', 'Avon'],
  Wellington: ['Harbour City', 'Capital', 'Windy City', 'Te Aro', 'Kāpiti', 'Matiu'],
};

export const BUSINESS_SUFFIXES = ['', '', '', ' Ltd', ' Ltd', ' Limited', ' NZ', ' Co.'] as const;

/** Names common in Aotearoa, mixed with faker's English names. */
export const NZ_FIRST_NAMES = [
  'Aroha',
  'Hemi',
  'Mere',
  'Tama',
  'Wiremu',
  'Anahera',
  'Rawiri',
  'Ngaire',
  'Manaia',
  'Kahu',
  'Tui',
  'Nikau',
  'Awhina',
  'Hine',
  'Mikaere',
  'Te Rangi',
  'Moana',
  'Ana',
  'Sione',
  'Mele',
  'Tavita',
  'Losa',
  'Priya',
  'Wei',
  'Jun',
  'Arjun',
  'Mei',
  'Hannah',
  'Liam',
  'Olivia',
  'Jack',
  'Charlotte',
  'Oliver',
  'Isla',
  'Noah',
  'Amelia',
  'George',
  'Ruby',
  'Finn',
  'Ella',
] as const;

export const NZ_LAST_NAMES = [
  'Ngata',
  'Parata',
  'Tipene',
  'Horomona',
  'Rangi',
  'Pomare',
  'Wihongi',
  'Tawhiri',
  'Te Whare',
  'Walker',
  'Tuilagi',
  'Fa’asalele',
  'Patel',
  'Singh',
  'Chen',
  'Wong',
  'Kim',
  'Smith',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Anderson',
  'Thompson',
  'Campbell',
  'Stewart',
  'Robertson',
  'MacDonald',
  'Harris',
  'Clarke',
  'Ryan',
  "O'Connor",
  'Murray',
  'Young',
  'King',
  'Scott',
] as const;

/** Example domains never deliver mail (RFC 2606), so the demo cannot email real people. */
export const DEMO_EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/** Mobile prefixes and each city's landline area code. */
export const MOBILE_PREFIXES = ['021', '022', '027', '029'] as const;
export const AREA_CODES: Record<string, string> = {
  Auckland: '09',
  Hamilton: '07',
  Wellington: '04',
  Christchurch: '03',
};

/** "About" texts of providers; `{business}`, `{city}`, `{years}`, `{trade}` are filled in. */
export const PROVIDER_ABOUT_TEMPLATES = [
  '{business} is a family-owned {trade} business that has looked after {city} homes and businesses for {years} years. We turn up on time, quote honestly and leave every site tidy.',
  'Kia ora! We are {business}, a small local team based in {city}. {years} years in the trade means we have seen it all, and most jobs are sorted in one visit.',
  'At {business} we keep things simple: clear quotes, good communication and quality {trade} work that lasts. Servicing {city} and surrounds for {years} years.',
  '{business} has been serving {city} for {years} years. We are fully insured, we answer the phone, and we stand behind every job we do.',
  'Locally owned and operated, {business} offers friendly, reliable {trade} services across {city}. Ask about our discounts for Community Services Card holders and SuperGold cardholders.',
  'We are a {city} crew of {years}-year veterans who take pride in doing the job properly the first time. {business}: no cowboys, no surprises.',
] as const;

/** Openings of service descriptions. */
export const DESCRIPTION_OPENINGS = [
  'Looking for a reliable local team in {suburb}? {business} looks after homes and businesses right across {city}.',
  '{business} works throughout {city}, with regular jobs in {suburb} and the neighbouring suburbs.',
  'Based in {city}, {business} can usually get to {suburb} within a few days, and sooner for urgent jobs.',
  'From small fix-ups to bigger projects, {business} is the {trade} team {city} locals recommend to their neighbours.',
] as const;

export const DESCRIPTION_CLOSINGS = [
  'Every job starts with a free, no-obligation quote, and we confirm the price before any work begins.',
  'We turn up when we say we will, keep you updated along the way and leave the place tidy.',
  'Get in touch with a few details and photos of the job, and we will come back to you the same day.',
  'Evening and weekend appointments are available, and all our work is fully guaranteed.',
] as const;

/** The second and third "about service" boxes. */
export const ABOUT_SERVICE_LINES = [
  'Free, no-obligation quotes',
  'Available evenings and weekends',
  'Workmanship guaranteed for 12 months',
  'Upfront fixed pricing, no hidden extras',
  'Locally owned and operated',
  'Fully insured, with public liability cover',
  'Same-day call-outs where possible',
  'Discounts for SuperGold cardholders',
  'Friendly team that cleans up after every job',
  'Over 15 years in the trade',
  'Pay by card, bank transfer or Afterpay',
  'Servicing {city} and surrounding suburbs',
] as const;

export const REJECTION_REASONS = [
  'The photos show another company’s branding. Please upload pictures of your own work.',
  'Please remove the phone number from the description and keep contact details in the Business Information fields.',
  'The title does not describe a service. Please use a clear title such as "Hot water cylinder replacement".',
  'This listing duplicates one of your approved services. Please edit the existing listing instead.',
  'The description is too short to tell customers what is included. Please add more detail.',
] as const;

/** Enquiry messages; `{task}`, `{suburb}` and `{first}` are filled in. */
export const ENQUIRY_MESSAGES = [
  'Hi, could you give me a quote for {task} at my place in {suburb}? I am home most afternoons.',
  'Kia ora, are you available next week for {task}? We are in {suburb}.',
  'Hello, I would like to book you for {task}. What does your availability look like this month?',
  'Hi there, do you do {task}? Happy to send photos if that helps with a quote.',
  'Morning! Our {task} needs sorting fairly urgently. Could you call me back today?',
  'Hi {first}, a neighbour recommended you. Could you have a look at {task} for us in {suburb}?',
  'Hello, what would a rough price be for {task}? It is a standard three-bedroom house.',
  'Hi, can you fit us in before Christmas for {task}?',
] as const;

/** Review texts by rating (index 0 = one star); `{noun}` and `{first}` are filled in. */
export const REVIEW_TEXTS: readonly (readonly string[])[] = [
  [
    'Did not turn up for the first booking and the final bill was well over the quote.',
    'Poor communication and the {noun} still is not right. Would not use again.',
    'Had to chase them three times for an invoice that did not match what was agreed.',
  ],
  [
    'The work itself was okay but it took two weeks of phone calls to get it booked.',
    'Arrived late and left a mess behind. The {noun} works now, but only just.',
    'Pricey for what was done, and we had to call them back to finish the {noun}.',
  ],
  [
    'Decent job on the {noun}, although they were a day later than booked.',
    'Fair price and the job got done. Communication could be better.',
    'Good enough. {first} was friendly, but the clean-up afterwards was a bit rushed.',
    'Solid work, just a long wait to get a time that suited.',
  ],
  [
    'Good job on our {noun}. Turned up on time and explained everything clearly.',
    'Really happy with the {noun}. Slightly over the quote but they told us why first.',
    '{first} was great to deal with. Tidy work, would use again.',
    'Quick to reply and did a tidy job. Only a small delay on the day.',
    'Professional and friendly. The {noun} looks great.',
  ],
  [
    'Absolutely brilliant. {first} sorted our {noun} in no time and left everything spotless.',
    'Sweet as! Fair price, on time and really tidy work. Highly recommend.',
    'Fantastic service from start to finish. We will definitely be using them again.',
    'Could not fault them. Great communication and the {noun} is better than new.',
    'Turned up the same day and fixed the {noun} for less than we expected. Legends.',
    'Friendly, honest and great value. Already recommended them to our neighbours.',
    'Five stars. {first} went above and beyond on our {noun}.',
    'Super professional team, quality work and they cleaned up after themselves. Choice!',
  ],
];

/** Reasons an admin hid a review (policy breach, never for being negative). */
export const HIDDEN_REVIEW = {
  text: 'Call me on 021 555 0199 for a better deal than this mob!!!',
  reason: 'Advertising another business and contact details in a review.',
} as const;
