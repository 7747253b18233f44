/** The brand shown in titles, the header and the footer (the server's SITE_NAME default). */
export const SITE_NAME = 'Kiwi Services';

/** The description used when a page sets none. */
export const SITE_DESCRIPTION =
  'Find trusted local service providers across Auckland, Hamilton, Wellington and Christchurch: residential, commercial and trade services in New Zealand.';
