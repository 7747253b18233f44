/**
 * Every route of the app (spec section 2, with the spec's exact spelling) and the href builders
 * of the routes that take a parameter. app/routes.tsx registers them; links and navigation use
 * them. React Router matches paths case-insensitively, so '/watchlist' opens '/Watchlist'.
 */

/** A route with one parameter: call it for an href; `.pattern` is what the router matches. */
export type ParamPath = ((value: string) => string) & { readonly pattern: string };

function withParam(pattern: `${string}/:${string}`): ParamPath {
  const href = (value: string) => pattern.replace(/:[A-Za-z]+$/, encodeURIComponent(value));
  return Object.assign(href, { pattern });
}

export const paths = {
  home: '/',

  // Browse.
  searchServices: '/search-services',
  servicePageList: withParam('/servicePageList/:type'),
  servicePageCat: withParam('/servicePageCat/:id'),
  serviceListDetails: withParam('/ServiceListDetails/:id'),
  singleService: withParam('/SingleServicePage/:id'),
  allServices: '/all-services',
  allProviders: '/all-service-providers',
  providerDetails: withParam('/provider-details/:id'),

  // Authentication.
  login: '/Login',
  register: '/Register',
  registerProvider: '/Registers/SP',
  forgotPassword: '/ForgotPassword',
  setPassword: '/set-password',

  // Members.
  accountDetails: '/accountDetails',
  changeEmail: '/ChangeEmailAddress',
  changePassword: '/Changepassword',
  updateLogo: '/update-logo',
  watchlist: '/Watchlist',
  enquiries: '/enquiries',
  editDeliveryAddress: '/Editdelieveryaddress',
  editAddressForm: '/EditAddressForm',
  subscription: '/subscription',
  billing: '/billing',
  billingReceipt: withParam('/billing/receipt/:id'),
  thankYou: '/thank-you',
  somethingWentWrong: '/something-went-wrong',

  // Providers and admins.
  providerServices: '/all-services-sp',
  addService: '/add-service',
  editService: withParam('/edit-service/:id'),
  admin: '/admin',

  // The admin console (issue 11): nested under /admin.
  adminModeration: '/admin/moderation',
  adminCatalogue: '/admin/catalogue',
  adminAds: '/admin/ads',
  adminUsers: '/admin/users',
  adminReviews: '/admin/reviews',
  adminEnquiries: '/admin/enquiries',
  adminMessages: '/admin/messages',
  adminAudit: '/admin/audit',

  // Static pages.
  careers: '/Careers',
  aboutUs: '/AboutUs',
  aboutUsDetails: '/AboutsUsDetails',
  privacyPolicy: '/PricvacyPolicy',
  communityEnvironment: '/CommunityEnvironment',
  communityEnvironmentDetails: '/CommunityEnvironmentDetails',
  faqs: '/Faqs',
  contactUs: '/ContactUs',
  terms: '/terms',

  // Development only.
  devMailbox: '/dev/mailbox',
} as const;

/** True when `path` (with or without a query) opens the route `route`, matched as the router does. */
export function isPath(path: string, route: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.replace(/\/+$/, '').toLowerCase() === route.toLowerCase();
}
