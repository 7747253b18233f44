import type { RouteObject } from 'react-router';

import { ROLE } from '#shared/constants.ts';
import { paths } from '../config/paths.ts';
import { loadChunk } from './lazy-route.ts';
import { RequireUser } from './require-user.tsx';
import { PageLoader, RootLayout, type AppRouteHandle } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

const hideHeader: AppRouteHandle = { hideHeader: true };

/** The public pages of spec section 2; each page module is lazy. */
const publicPages: RouteObject[] = [
  { index: true, lazy: loadChunk(() => import('./routes/home.tsx')) },
  { path: paths.searchServices, lazy: loadChunk(() => import('./routes/search-services.tsx')) },
  {
    path: paths.servicePageList.pattern,
    lazy: loadChunk(() => import('./routes/service-page-list.tsx')),
  },
  {
    path: paths.servicePageCat.pattern,
    lazy: loadChunk(() => import('./routes/service-page-cat.tsx')),
  },
  {
    path: paths.serviceListDetails.pattern,
    lazy: loadChunk(() => import('./routes/service-list-details.tsx')),
  },
  {
    path: paths.singleService.pattern,
    lazy: loadChunk(() => import('./routes/single-service-page.tsx')),
  },
  { path: paths.allServices, lazy: loadChunk(() => import('./routes/all-services.tsx')) },
  {
    path: paths.allProviders,
    lazy: loadChunk(() => import('./routes/all-service-providers.tsx')),
  },
  {
    path: paths.providerDetails.pattern,
    lazy: loadChunk(() => import('./routes/provider-details.tsx')),
  },
  // Landing pages: a sub category in a city, or in a suburb (decision 074).
  {
    path: '/services/:service/:city/:suburb?',
    lazy: loadChunk(() => import('./routes/landing.tsx')),
  },
  { path: paths.login, handle: hideHeader, lazy: loadChunk(() => import('./routes/login.tsx')) },
  {
    path: paths.register,
    handle: hideHeader,
    lazy: loadChunk(() => import('./routes/register.tsx')),
  },
  {
    path: paths.registerProvider,
    handle: hideHeader,
    lazy: loadChunk(() => import('./routes/register-provider.tsx')),
  },
  {
    path: paths.forgotPassword,
    handle: hideHeader,
    lazy: loadChunk(() => import('./routes/forgot-password.tsx')),
  },
  { path: paths.setPassword, lazy: loadChunk(() => import('./routes/set-password.tsx')) },
  { path: paths.devMailbox, lazy: loadChunk(() => import('./routes/dev-mailbox.tsx')) },
  {
    path: paths.editDeliveryAddress,
    lazy: loadChunk(() => import('./routes/edit-delivery-address.tsx')),
  },
  { path: paths.editAddressForm, lazy: loadChunk(() => import('./routes/edit-address-form.tsx')) },
  { path: paths.thankYou, lazy: loadChunk(() => import('./routes/thank-you.tsx')) },
  {
    path: paths.somethingWentWrong,
    lazy: loadChunk(() => import('./routes/something-went-wrong.tsx')),
  },
  { path: paths.careers, lazy: loadChunk(() => import('./routes/careers.tsx')) },
  { path: paths.aboutUs, lazy: loadChunk(() => import('./routes/about-us.tsx')) },
  { path: paths.aboutUsDetails, lazy: loadChunk(() => import('./routes/about-us-details.tsx')) },
  { path: paths.privacyPolicy, lazy: loadChunk(() => import('./routes/privacy-policy.tsx')) },
  {
    path: paths.communityEnvironment,
    lazy: loadChunk(() => import('./routes/community-environment.tsx')),
  },
  {
    path: paths.communityEnvironmentDetails,
    lazy: loadChunk(() => import('./routes/community-environment-details.tsx')),
  },
  { path: paths.faqs, lazy: loadChunk(() => import('./routes/faqs.tsx')) },
  { path: paths.contactUs, lazy: loadChunk(() => import('./routes/contact-us.tsx')) },
  { path: paths.terms, lazy: loadChunk(() => import('./routes/terms.tsx')) },
];

/** Pages for any logged-in user. One /Watchlist entry serves /watchlist too (case-insensitive). */
const memberPages: RouteObject[] = [
  { path: paths.accountDetails, lazy: loadChunk(() => import('./routes/account-details.tsx')) },
  { path: paths.changeEmail, lazy: loadChunk(() => import('./routes/change-email.tsx')) },
  { path: paths.changePassword, lazy: loadChunk(() => import('./routes/change-password.tsx')) },
  { path: paths.updateLogo, lazy: loadChunk(() => import('./routes/update-logo.tsx')) },
  { path: paths.watchlist, lazy: loadChunk(() => import('./routes/watchlist.tsx')) },
  { path: paths.enquiries, lazy: loadChunk(() => import('./routes/enquiries.tsx')) },
];

/** Pages for providers (role 2) and admin-type providers (role 1). */
const providerPages: RouteObject[] = [
  { path: paths.providerServices, lazy: loadChunk(() => import('./routes/provider-services.tsx')) },
  { path: paths.addService, lazy: loadChunk(() => import('./routes/add-service.tsx')) },
  { path: paths.editService.pattern, lazy: loadChunk(() => import('./routes/edit-service.tsx')) },
  { path: paths.subscription, lazy: loadChunk(() => import('./routes/subscription.tsx')) },
];

/** The admin console's screens, inside its layout (/admin). */
const adminPages: RouteObject[] = [
  { index: true, lazy: loadChunk(() => import('./routes/admin-dashboard.tsx')) },
  { path: paths.adminModeration, lazy: loadChunk(() => import('./routes/admin-moderation.tsx')) },
  { path: paths.adminCatalogue, lazy: loadChunk(() => import('./routes/admin-catalogue.tsx')) },
  { path: paths.adminAds, lazy: loadChunk(() => import('./routes/admin-ads.tsx')) },
  { path: paths.adminUsers, lazy: loadChunk(() => import('./routes/admin-users.tsx')) },
  { path: paths.adminReviews, lazy: loadChunk(() => import('./routes/admin-reviews.tsx')) },
  { path: paths.adminEnquiries, lazy: loadChunk(() => import('./routes/admin-enquiries.tsx')) },
  { path: paths.adminMessages, lazy: loadChunk(() => import('./routes/admin-messages.tsx')) },
  { path: paths.adminAudit, lazy: loadChunk(() => import('./routes/admin-audit.tsx')) },
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
        lazy: loadChunk(() => import('./routes/admin.tsx')),
        children: adminPages,
      },
    ],
  },
  { path: '*', lazy: loadChunk(() => import('./routes/not-found.tsx')) },
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
