import type { RouteObject } from 'react-router';

import { ROLE } from '#shared/constants.ts';
import {
  pageNames,
  pages,
  paths,
  patternOf,
  type PageGuard,
  type PageName,
} from '#shared/pages.ts';
import { loadChunk } from './lazy-route.ts';
import { RequireUser } from './require-user.tsx';
import { PageLoader, RootLayout, type AppRouteHandle } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/**
 * The router: every page of the registry (src/shared/pages.ts) under the layout route of its
 * guard, each page module lazy. A page route's id is its module's file name: server rendering
 * links that module's CSS and code from the build manifest (modules/pages/route-assets.ts).
 */

/** A route's lazy loader of its module (a function, not React Router's per-property object). */
type LazyModule = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;
type PageModule = { id: string; lazy: LazyModule };

const lazyPage = (id: string, load: LazyModule): PageModule => ({ id, lazy: loadChunk(load) });

/** Each page's module in ./routes/, named by its route id. */
export const pageModules: Record<PageName, PageModule> = {
  home: lazyPage('home', () => import('./routes/home.tsx')),
  searchServices: lazyPage('search-services', () => import('./routes/search-services.tsx')),
  allServices: lazyPage('all-services', () => import('./routes/all-services.tsx')),
  allProviders: lazyPage(
    'all-service-providers',
    () => import('./routes/all-service-providers.tsx'),
  ),
  servicePageList: lazyPage('service-page-list', () => import('./routes/service-page-list.tsx')),
  servicePageCat: lazyPage('service-page-cat', () => import('./routes/service-page-cat.tsx')),
  serviceListDetails: lazyPage(
    'service-list-details',
    () => import('./routes/service-list-details.tsx'),
  ),
  singleService: lazyPage('single-service-page', () => import('./routes/single-service-page.tsx')),
  providerDetails: lazyPage('provider-details', () => import('./routes/provider-details.tsx')),
  landing: lazyPage('landing', () => import('./routes/landing.tsx')),
  browseByCity: lazyPage('browse-by-city', () => import('./routes/browse-by-city.tsx')),
  accountDetails: lazyPage('account-details', () => import('./routes/account-details.tsx')),
  changeEmail: lazyPage('change-email', () => import('./routes/change-email.tsx')),
  changePassword: lazyPage('change-password', () => import('./routes/change-password.tsx')),
  updateLogo: lazyPage('update-logo', () => import('./routes/update-logo.tsx')),
  watchlist: lazyPage('watchlist', () => import('./routes/watchlist.tsx')),
  enquiries: lazyPage('enquiries', () => import('./routes/enquiries.tsx')),
  messages: lazyPage('messages', () => import('./routes/messages.tsx')),
  messageThread: lazyPage('message-thread', () => import('./routes/message-thread.tsx')),
  jobs: lazyPage('jobs', () => import('./routes/jobs.tsx')),
  newJob: lazyPage('new-job', () => import('./routes/new-job.tsx')),
  job: lazyPage('job', () => import('./routes/job.tsx')),
  reviewInvitation: lazyPage('review-invitation', () => import('./routes/review-invitation.tsx')),
  editDeliveryAddress: lazyPage(
    'edit-delivery-address',
    () => import('./routes/edit-delivery-address.tsx'),
  ),
  editAddressForm: lazyPage('edit-address-form', () => import('./routes/edit-address-form.tsx')),
  subscription: lazyPage('subscription', () => import('./routes/subscription.tsx')),
  billing: lazyPage('billing', () => import('./routes/billing.tsx')),
  billingReceipt: lazyPage('billing-receipt', () => import('./routes/billing-receipt.tsx')),
  thankYou: lazyPage('thank-you', () => import('./routes/thank-you.tsx')),
  somethingWentWrong: lazyPage(
    'something-went-wrong',
    () => import('./routes/something-went-wrong.tsx'),
  ),
  providerServices: lazyPage('provider-services', () => import('./routes/provider-services.tsx')),
  addService: lazyPage('add-service', () => import('./routes/add-service.tsx')),
  editService: lazyPage('edit-service', () => import('./routes/edit-service.tsx')),
  jobRequests: lazyPage('job-requests', () => import('./routes/job-requests.tsx')),
  jobRequest: lazyPage('job-request', () => import('./routes/job-request.tsx')),
  reviewInvitations: lazyPage(
    'review-invitations',
    () => import('./routes/review-invitations.tsx'),
  ),
  accountCredentials: lazyPage(
    'account-credentials',
    () => import('./routes/account-credentials.tsx'),
  ),
  login: lazyPage('login', () => import('./routes/login.tsx')),
  register: lazyPage('register', () => import('./routes/register.tsx')),
  registerProvider: lazyPage('register-provider', () => import('./routes/register-provider.tsx')),
  forgotPassword: lazyPage('forgot-password', () => import('./routes/forgot-password.tsx')),
  setPassword: lazyPage('set-password', () => import('./routes/set-password.tsx')),
  admin: lazyPage('admin-dashboard', () => import('./routes/admin-dashboard.tsx')),
  adminModeration: lazyPage('admin-moderation', () => import('./routes/admin-moderation.tsx')),
  adminCatalogue: lazyPage('admin-catalogue', () => import('./routes/admin-catalogue.tsx')),
  adminAds: lazyPage('admin-ads', () => import('./routes/admin-ads.tsx')),
  adminUsers: lazyPage('admin-users', () => import('./routes/admin-users.tsx')),
  adminReviews: lazyPage('admin-reviews', () => import('./routes/admin-reviews.tsx')),
  adminEnquiries: lazyPage('admin-enquiries', () => import('./routes/admin-enquiries.tsx')),
  adminMessages: lazyPage('admin-messages', () => import('./routes/admin-messages.tsx')),
  adminConversationReports: lazyPage(
    'admin-conversation-reports',
    () => import('./routes/admin-conversation-reports.tsx'),
  ),
  adminAudit: lazyPage('admin-audit', () => import('./routes/admin-audit.tsx')),
  adminJobs: lazyPage('admin-jobs', () => import('./routes/admin-jobs.tsx')),
  adminJobReports: lazyPage('admin-job-reports', () => import('./routes/admin-job-reports.tsx')),
  adminReviewReports: lazyPage(
    'admin-review-reports',
    () => import('./routes/admin-review-reports.tsx'),
  ),
  adminCredentials: lazyPage('admin-credentials', () => import('./routes/admin-credentials.tsx')),
  aboutUs: lazyPage('about-us', () => import('./routes/about-us.tsx')),
  aboutUsDetails: lazyPage('about-us-details', () => import('./routes/about-us-details.tsx')),
  privacyPolicy: lazyPage('privacy-policy', () => import('./routes/privacy-policy.tsx')),
  communityEnvironment: lazyPage(
    'community-environment',
    () => import('./routes/community-environment.tsx'),
  ),
  communityEnvironmentDetails: lazyPage(
    'community-environment-details',
    () => import('./routes/community-environment-details.tsx'),
  ),
  faqs: lazyPage('faqs', () => import('./routes/faqs.tsx')),
  contactUs: lazyPage('contact-us', () => import('./routes/contact-us.tsx')),
  careers: lazyPage('careers', () => import('./routes/careers.tsx')),
  terms: lazyPage('terms', () => import('./routes/terms.tsx')),
  devMailbox: lazyPage('dev-mailbox', () => import('./routes/dev-mailbox.tsx')),
};

/** The sign-in pages show no header. */
const HIDE_HEADER: ReadonlySet<PageName> = new Set([
  'login',
  'register',
  'registerProvider',
  'forgotPassword',
]);
const hideHeader: AppRouteHandle = { hideHeader: true };

/** One page's route; the page at its parent's path is the parent's index route. */
function pageRoute(name: PageName, parentPath: string): RouteObject {
  const path = patternOf(pages[name]);
  const { id, lazy } = pageModules[name];
  return {
    ...(path === parentPath ? { index: true } : { path }),
    ...(HIDE_HEADER.has(name) ? { handle: hideHeader } : {}),
    id,
    lazy,
  };
}

/** The routes of the pages behind one guard, in registry order. */
const guarded = (guard: PageGuard, parentPath: string = paths.home): RouteObject[] =>
  pageNames
    .filter((name) => pages[name].guard === guard)
    .map((name) => pageRoute(name, parentPath));

/**
 * Every route of spec section 2, with exactly the spec's paths, behind the right guard: a layout
 * route for members, one for providers (role 2) and admin-type providers (role 1), and one for
 * admins, whose pages sit in the admin console's layout at /admin.
 */
export const pageRoutes: RouteObject[] = [
  ...guarded('anyone'),
  { element: <RequireUser />, children: guarded('member') },
  {
    element: (
      <RequireUser
        roles={[ROLE.admin, ROLE.provider]}
        refusal="This page is for service providers."
      />
    ),
    children: guarded('provider'),
  },
  {
    element: <RequireUser roles={[ROLE.admin]} refusal="This page is for admins." />,
    children: [
      {
        path: paths.admin,
        id: 'admin',
        lazy: loadChunk(() => import('./routes/admin.tsx')),
        children: guarded('admin', paths.admin),
      },
    ],
  },
  { path: '*', id: 'not-found', lazy: loadChunk(() => import('./routes/not-found.tsx')) },
];

/** The route tree: the root layout, an error element inside it, and the given pages. */
export function buildAppRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: paths.home,
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [{ ErrorBoundary: RouteErrorBoundary, children: pages }],
    },
  ];
}

export const appRoutes: RouteObject[] = buildAppRoutes(pageRoutes);
