/**
 * The page registry: every page of the app (spec section 2, with the spec's exact spelling), its
 * path (or href builder) and the flags that every consumer reads, so a new page is one entry here:
 * - the web router (src/web/app/routes.tsx) puts each page behind the layout route of its guard;
 * - robots.txt disallows the pages that are not indexable, and the sitemap lists the listed ones
 *   (src/server/modules/seo);
 * - server rendering answers the app shell for pages that are not server rendered
 *   (src/server/modules/pages);
 * - links, navigation and the server's email links build their URLs with `paths`.
 * Invariants: the order of the entries is the order of robots.txt's Disallow lines and of the
 * sitemap's fixed pages. React Router matches paths case-insensitively ('/watchlist' opens
 * '/Watchlist'); robots.txt is case-sensitive, hence an entry's own `prefixes`.
 */
import type { ServiceType } from './constants.ts';

/** A page path with parameters: `.pattern` is what the router matches. */
export type PathPattern = { readonly pattern: string };

/** A page path with one parameter: call it for an href; `.pattern` is what the router matches. */
export type ParamPath = ((value: string) => string) & PathPattern;

function withParam(pattern: `${string}/:${string}`): ParamPath {
  const href = (value: string) => pattern.replace(/:[A-Za-z]+$/, encodeURIComponent(value));
  return Object.assign(href, { pattern });
}

/**
 * Who may open a page (the router's layout routes): anyone; any logged-in member; providers
 * (role 2) and admin-type providers (role 1); admins (role 1). No page is for guests only.
 */
export type PageGuard = 'anyone' | 'member' | 'provider' | 'admin';

export type PageFlags = {
  readonly guard: PageGuard;
  /** Crawlers may index it: robots.txt does not disallow it. */
  readonly indexable: boolean;
  /** Anonymous requests get its HTML from the server; otherwise the app shell (client-only). */
  readonly serverRendered: boolean;
  /**
   * How the sitemap lists it: `true` as is, a list of values for its parameter, or 'rows' (one
   * URL per public row, read by seo from the database). Absent: not in the sitemap.
   */
  readonly listed?: true | readonly string[] | 'rows';
  /**
   * The path prefixes that robots.txt disallows and server rendering keeps client-only, when
   * they are not the page's own path (or the part of its pattern before the parameter).
   */
  readonly prefixes?: readonly string[];
};

export type PageEntry = PageFlags & { readonly path: string | ParamPath | PathPattern };

/** Public pages, rendered on the server and indexable. */
const OPEN = { guard: 'anyone', indexable: true, serverRendered: true } as const;
/** Open to anyone but no page for crawlers: one-time links and steps of a flow. */
const UNLISTED = { guard: 'anyone', indexable: false, serverRendered: false } as const;
const MEMBER = { guard: 'member', indexable: false, serverRendered: false } as const;
const PROVIDER = { guard: 'provider', indexable: false, serverRendered: false } as const;
const ADMIN = { guard: 'admin', indexable: false, serverRendered: false } as const;

/**
 * The service types, spelled here (checked against SERVICE_TYPES by seo-pages.test.ts) so that
 * the browser's first load does not split constants.ts into a chunk of its own.
 */
const SERVICE_TYPE_VALUES = [
  'residential',
  'commercial',
  'trade',
] as const satisfies readonly ServiceType[];

function page<P extends string | PathPattern>(path: P, flags: PageFlags): PageFlags & { path: P } {
  return { ...flags, path };
}

export const pages = {
  // Browse.
  home: page('/', { ...OPEN, listed: true }),
  searchServices: page('/search-services', OPEN),
  allServices: page('/all-services', { ...OPEN, listed: true }),
  allProviders: page('/all-service-providers', { ...OPEN, listed: true }),
  servicePageList: page(withParam('/servicePageList/:type'), {
    ...OPEN,
    listed: SERVICE_TYPE_VALUES,
  }),
  servicePageCat: page(withParam('/servicePageCat/:id'), OPEN),
  serviceListDetails: page(withParam('/ServiceListDetails/:id'), { ...OPEN, listed: 'rows' }),
  singleService: page(withParam('/SingleServicePage/:id'), { ...OPEN, listed: 'rows' }),
  providerDetails: page(withParam('/provider-details/:id'), { ...OPEN, listed: 'rows' }),
  // Landing pages: a sub category in a city, or in a suburb (decision 074); the href builder is
  // landingPath in src/shared/landing.ts.
  landing: page({ pattern: '/services/:service/:city/:suburb?' }, { ...OPEN, listed: 'rows' }),
  // Every city's landing pages and served suburbs (issue 24 §6, decision 120).
  browseByCity: page('/browse', { ...OPEN, listed: true }),

  // Members (subscription and billing are provider pages).
  accountDetails: page('/accountDetails', MEMBER),
  changeEmail: page('/ChangeEmailAddress', MEMBER),
  changePassword: page('/Changepassword', MEMBER),
  updateLogo: page('/update-logo', MEMBER),
  watchlist: page('/Watchlist', { ...MEMBER, prefixes: ['/Watchlist', '/watchlist'] }),
  // Indexable and server rendered as before the registry: robots.txt never listed it.
  enquiries: page('/enquiries', { ...MEMBER, indexable: true, serverRendered: true }),
  // Conversations (issue 25): the list and a thread.
  messages: page('/messages', MEMBER),
  messageThread: page(withParam('/messages/:id'), MEMBER),
  // Jobs and quotes (issue 26): the member's jobs, a new job, one job with its invites and quotes.
  jobs: page('/jobs', MEMBER),
  newJob: page('/jobs/new', MEMBER),
  job: page(withParam('/jobs/:id'), MEMBER),
  // A provider's invitation to review a service (issue 27 §2): the link from the email.
  reviewInvitation: page(withParam('/review-invitation/:token'), MEMBER),
  editDeliveryAddress: page('/Editdelieveryaddress', UNLISTED),
  editAddressForm: page('/EditAddressForm', UNLISTED),
  subscription: page('/subscription', PROVIDER),
  billing: page('/billing', PROVIDER),
  billingReceipt: page(withParam('/billing/receipt/:id'), PROVIDER),
  thankYou: page('/thank-you', UNLISTED),
  somethingWentWrong: page('/something-went-wrong', UNLISTED),

  // Providers.
  providerServices: page('/all-services-sp', PROVIDER),
  addService: page('/add-service', PROVIDER),
  editService: page(withParam('/edit-service/:id'), PROVIDER),
  // The provider's job invitations and one request with its quote (issue 26 §2).
  jobRequests: page('/job-requests', PROVIDER),
  jobRequest: page(withParam('/job-requests/:id'), PROVIDER),
  // Invite past customers to review a service (issue 27 §2).
  reviewInvitations: page('/review-invitations', PROVIDER),
  // The provider's licences and badges, checked against the public registers (issue 27 §3).
  accountCredentials: page('/account/credentials', PROVIDER),

  // Authentication.
  login: page('/Login', OPEN),
  register: page('/Register', OPEN),
  registerProvider: page('/Registers/SP', OPEN),
  forgotPassword: page('/ForgotPassword', OPEN),
  setPassword: page('/set-password', UNLISTED),

  // The admin console (issue 11): its dashboard at /admin, its screens nested under it.
  admin: page('/admin', ADMIN),
  adminModeration: page('/admin/moderation', ADMIN),
  adminCatalogue: page('/admin/catalogue', ADMIN),
  adminAds: page('/admin/ads', ADMIN),
  adminUsers: page('/admin/users', ADMIN),
  adminReviews: page('/admin/reviews', ADMIN),
  adminEnquiries: page('/admin/enquiries', ADMIN),
  adminMessages: page('/admin/messages', ADMIN),
  // Reported conversations and messages (issue 25 §2): only the reported ones and their context.
  adminConversationReports: page('/admin/conversation-reports', ADMIN),
  adminAudit: page('/admin/audit', ADMIN),
  // The jobs log (issue 26 §5): counts by state and by sub category.
  adminJobs: page('/admin/jobs', ADMIN),
  // Jobs that invited providers reported (issue 26 §5): keep or remove.
  adminJobReports: page('/admin/job-reports', ADMIN),
  // Reported reviews (issue 27 §1): keep, or hide naming the policy.
  adminReviewReports: page('/admin/review-reports', ADMIN),
  // Licences and badges waiting to be checked against the public registers (issue 27 §3).
  adminCredentials: page('/admin/credentials', ADMIN),

  // Static pages.
  aboutUs: page('/AboutUs', { ...OPEN, listed: true }),
  aboutUsDetails: page('/AboutsUsDetails', { ...OPEN, listed: true }),
  privacyPolicy: page('/PricvacyPolicy', { ...OPEN, listed: true }),
  communityEnvironment: page('/CommunityEnvironment', { ...OPEN, listed: true }),
  communityEnvironmentDetails: page('/CommunityEnvironmentDetails', { ...OPEN, listed: true }),
  faqs: page('/Faqs', { ...OPEN, listed: true }),
  contactUs: page('/ContactUs', { ...OPEN, listed: true }),
  careers: page('/Careers', { ...OPEN, listed: true }),
  terms: page('/terms', { ...OPEN, listed: true }),

  // Development only: the whole /dev/ folder is tooling.
  devMailbox: page('/dev/mailbox', { ...UNLISTED, prefixes: ['/dev/'] }),
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof pages;

type Paths = { readonly [N in PageName]: (typeof pages)[N]['path'] };

/** Each page's path, or its href builder (call it; `.pattern` is the route). */
export const paths = Object.fromEntries(
  Object.entries(pages).map(([name, entry]) => [name, entry.path]),
) as Paths;

/** The names of the pages, in registry order. */
export const pageNames = Object.keys(pages) as PageName[];

/** The route pattern of a page: its path, or its builder's `.pattern`. */
export function patternOf(entry: PageEntry): string {
  return typeof entry.path === 'string' ? entry.path : entry.path.pattern;
}

/** True when `path` opens the route `route` (with or without a query), matched as the router does. */
export function isPath(path: string, route: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.replace(/\/+$/, '').toLowerCase() === route.toLowerCase();
}

/**
 * True when `path` is at or under `prefix`, case-insensitively: a prefix ending in '/' covers
 * what starts with it; any other covers itself and what lies below it.
 */
export function isUnder(path: string, prefix: string): boolean {
  const p = path.toLowerCase();
  const q = prefix.toLowerCase();
  return q.endsWith('/') ? p.startsWith(q) : p === q || p.startsWith(`${q}/`);
}

/** The prefixes that cover a page: its own `prefixes`, else its pattern up to the parameter. */
function prefixesOf(entry: PageEntry): readonly string[] {
  if (entry.prefixes) return entry.prefixes;
  const pattern = patternOf(entry);
  const param = pattern.indexOf(':');
  return [param === -1 ? pattern : pattern.slice(0, param)];
}

/**
 * The prefixes covering the pages that `test` selects, in registry order, without a page that
 * an earlier prefix already covers (/billing covers /billing/receipt/, /admin its screens).
 */
export function pagePrefixes(test: (entry: PageEntry) => boolean): string[] {
  const prefixes: string[] = [];
  for (const entry of Object.values<PageEntry>(pages)) {
    if (!test(entry)) continue;
    const own = prefixesOf(entry);
    if (own.every((p) => prefixes.some((prefix) => isUnder(p, prefix)))) continue;
    prefixes.push(...own);
  }
  return prefixes;
}
