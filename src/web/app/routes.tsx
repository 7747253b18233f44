import type { RouteObject } from 'react-router';

import { ROLE } from '#shared/constants.ts';
import { paths } from '../config/paths.ts';
import { loadChunk } from './lazy-route.ts';
import { RequireUser } from './require-user.tsx';
import { PageLoader, RootLayout, type AppRouteHandle } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

const hideHeader: AppRouteHandle = { hideHeader: true };

/**
 * The public pages of spec section 2; each page module is lazy. A page route's id is its module's
 * name: server rendering links that module's CSS and code from the build manifest.
 */
const publicPages: RouteObject[] = [
  { index: true, id: 'home', lazy: loadChunk(() => import('./routes/home.tsx')) },
  {
    path: paths.searchServices,
    id: 'search-services',
    lazy: loadChunk(() => import('./routes/search-services.tsx')),
  },
  {
    path: paths.servicePageList.pattern,
    id: 'service-page-list',
    lazy: loadChunk(() => import('./routes/service-page-list.tsx')),
  },
  {
    path: paths.servicePageCat.pattern,
    id: 'service-page-cat',
    lazy: loadChunk(() => import('./routes/service-page-cat.tsx')),
  },
  {
    path: paths.serviceListDetails.pattern,
    id: 'service-list-details',
    lazy: loadChunk(() => import('./routes/service-list-details.tsx')),
  },
  {
    path: paths.singleService.pattern,
    id: 'single-service-page',
    lazy: loadChunk(() => import('./routes/single-service-page.tsx')),
  },
  {
    path: paths.allServices,
    id: 'all-services',
    lazy: loadChunk(() => import('./routes/all-services.tsx')),
  },
  {
    path: paths.allProviders,
    id: 'all-service-providers',
    lazy: loadChunk(() => import('./routes/all-service-providers.tsx')),
  },
  {
    path: paths.providerDetails.pattern,
    id: 'provider-details',
    lazy: loadChunk(() => import('./routes/provider-details.tsx')),
  },
  // Landing pages: a sub category in a city, or in a suburb (decision 074).
  {
    path: '/services/:service/:city/:suburb?',
    id: 'landing',
    lazy: loadChunk(() => import('./routes/landing.tsx')),
  },
  {
    path: paths.login,
    handle: hideHeader,
    id: 'login',
    lazy: loadChunk(() => import('./routes/login.tsx')),
  },
  {
    path: paths.register,
    handle: hideHeader,
    id: 'register',
    lazy: loadChunk(() => import('./routes/register.tsx')),
  },
  {
    path: paths.registerProvider,
    handle: hideHeader,
    id: 'register-provider',
    lazy: loadChunk(() => import('./routes/register-provider.tsx')),
  },
  {
    path: paths.forgotPassword,
    handle: hideHeader,
    id: 'forgot-password',
    lazy: loadChunk(() => import('./routes/forgot-password.tsx')),
  },
  {
    path: paths.setPassword,
    id: 'set-password',
    lazy: loadChunk(() => import('./routes/set-password.tsx')),
  },
  {
    path: paths.devMailbox,
    id: 'dev-mailbox',
    lazy: loadChunk(() => import('./routes/dev-mailbox.tsx')),
  },
  {
    path: paths.editDeliveryAddress,
    id: 'edit-delivery-address',
    lazy: loadChunk(() => import('./routes/edit-delivery-address.tsx')),
  },
  {
    path: paths.editAddressForm,
    id: 'edit-address-form',
    lazy: loadChunk(() => import('./routes/edit-address-form.tsx')),
  },
  {
    path: paths.thankYou,
    id: 'thank-you',
    lazy: loadChunk(() => import('./routes/thank-you.tsx')),
  },
  {
    path: paths.somethingWentWrong,
    id: 'something-went-wrong',
    lazy: loadChunk(() => import('./routes/something-went-wrong.tsx')),
  },
  { path: paths.careers, id: 'careers', lazy: loadChunk(() => import('./routes/careers.tsx')) },
  { path: paths.aboutUs, id: 'about-us', lazy: loadChunk(() => import('./routes/about-us.tsx')) },
  {
    path: paths.aboutUsDetails,
    id: 'about-us-details',
    lazy: loadChunk(() => import('./routes/about-us-details.tsx')),
  },
  {
    path: paths.privacyPolicy,
    id: 'privacy-policy',
    lazy: loadChunk(() => import('./routes/privacy-policy.tsx')),
  },
  {
    path: paths.communityEnvironment,
    id: 'community-environment',
    lazy: loadChunk(() => import('./routes/community-environment.tsx')),
  },
  {
    path: paths.communityEnvironmentDetails,
    id: 'community-environment-details',
    lazy: loadChunk(() => import('./routes/community-environment-details.tsx')),
  },
  { path: paths.faqs, id: 'faqs', lazy: loadChunk(() => import('./routes/faqs.tsx')) },
  {
    path: paths.contactUs,
    id: 'contact-us',
    lazy: loadChunk(() => import('./routes/contact-us.tsx')),
  },
  { path: paths.terms, id: 'terms', lazy: loadChunk(() => import('./routes/terms.tsx')) },
];

/** Pages for any logged-in user. One /Watchlist entry serves /watchlist too (case-insensitive). */
const memberPages: RouteObject[] = [
  {
    path: paths.accountDetails,
    id: 'account-details',
    lazy: loadChunk(() => import('./routes/account-details.tsx')),
  },
  {
    path: paths.changeEmail,
    id: 'change-email',
    lazy: loadChunk(() => import('./routes/change-email.tsx')),
  },
  {
    path: paths.changePassword,
    id: 'change-password',
    lazy: loadChunk(() => import('./routes/change-password.tsx')),
  },
  {
    path: paths.updateLogo,
    id: 'update-logo',
    lazy: loadChunk(() => import('./routes/update-logo.tsx')),
  },
  {
    path: paths.watchlist,
    id: 'watchlist',
    lazy: loadChunk(() => import('./routes/watchlist.tsx')),
  },
  {
    path: paths.enquiries,
    id: 'enquiries',
    lazy: loadChunk(() => import('./routes/enquiries.tsx')),
  },
];

/** Pages for providers (role 2) and admin-type providers (role 1). */
const providerPages: RouteObject[] = [
  {
    path: paths.providerServices,
    id: 'provider-services',
    lazy: loadChunk(() => import('./routes/provider-services.tsx')),
  },
  {
    path: paths.addService,
    id: 'add-service',
    lazy: loadChunk(() => import('./routes/add-service.tsx')),
  },
  {
    path: paths.editService.pattern,
    id: 'edit-service',
    lazy: loadChunk(() => import('./routes/edit-service.tsx')),
  },
  {
    path: paths.subscription,
    id: 'subscription',
    lazy: loadChunk(() => import('./routes/subscription.tsx')),
  },
  {
    path: paths.billing,
    id: 'billing',
    lazy: loadChunk(() => import('./routes/billing.tsx')),
  },
  {
    path: paths.billingReceipt.pattern,
    id: 'billing-receipt',
    lazy: loadChunk(() => import('./routes/billing-receipt.tsx')),
  },
];

/** The admin console's screens, inside its layout (/admin). */
const adminPages: RouteObject[] = [
  {
    index: true,
    id: 'admin-dashboard',
    lazy: loadChunk(() => import('./routes/admin-dashboard.tsx')),
  },
  {
    path: paths.adminModeration,
    id: 'admin-moderation',
    lazy: loadChunk(() => import('./routes/admin-moderation.tsx')),
  },
  {
    path: paths.adminCatalogue,
    id: 'admin-catalogue',
    lazy: loadChunk(() => import('./routes/admin-catalogue.tsx')),
  },
  {
    path: paths.adminAds,
    id: 'admin-ads',
    lazy: loadChunk(() => import('./routes/admin-ads.tsx')),
  },
  {
    path: paths.adminUsers,
    id: 'admin-users',
    lazy: loadChunk(() => import('./routes/admin-users.tsx')),
  },
  {
    path: paths.adminReviews,
    id: 'admin-reviews',
    lazy: loadChunk(() => import('./routes/admin-reviews.tsx')),
  },
  {
    path: paths.adminEnquiries,
    id: 'admin-enquiries',
    lazy: loadChunk(() => import('./routes/admin-enquiries.tsx')),
  },
  {
    path: paths.adminMessages,
    id: 'admin-messages',
    lazy: loadChunk(() => import('./routes/admin-messages.tsx')),
  },
  {
    path: paths.adminAudit,
    id: 'admin-audit',
    lazy: loadChunk(() => import('./routes/admin-audit.tsx')),
  },
];

/** Every route of spec section 2, with exactly the spec's paths, behind the right guard. */
export const pageRoutes: RouteObject[] = [
  ...publicPages,
  { element: <RequireUser />, children: memberPages },
  {
    element: (
      <RequireUser
        roles={[ROLE.admin, ROLE.provider]}
        refusal="This page is for service providers."
      />
    ),
    children: providerPages,
  },
  {
    element: <RequireUser roles={[ROLE.admin]} refusal="This page is for admins." />,
    children: [
      {
        path: paths.admin,
        id: 'admin',
        lazy: loadChunk(() => import('./routes/admin.tsx')),
        children: adminPages,
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
