import type { RouteObject } from 'react-router';

import { loadChunk } from './lazy-route.ts';
import { PageLoader, RootLayout, type AppRouteHandle } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

const hideHeader: AppRouteHandle = { hideHeader: true };

/** Every route of spec section 2, with exactly the spec's paths; each page module is lazy. */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: loadChunk(() => import('./routes/home.tsx')) },
  { path: '/search-services', lazy: loadChunk(() => import('./routes/search-services.tsx')) },
  {
    path: '/servicePageList/:type',
    lazy: loadChunk(() => import('./routes/service-page-list.tsx')),
  },
  { path: '/servicePageCat/:id', lazy: loadChunk(() => import('./routes/service-page-cat.tsx')) },
  {
    path: '/ServiceListDetails/:id',
    lazy: loadChunk(() => import('./routes/service-list-details.tsx')),
  },
  {
    path: '/SingleServicePage/:id',
    lazy: loadChunk(() => import('./routes/single-service-page.tsx')),
  },
  { path: '/all-services', lazy: loadChunk(() => import('./routes/all-services.tsx')) },
  {
    path: '/all-service-providers',
    lazy: loadChunk(() => import('./routes/all-service-providers.tsx')),
  },
  { path: '/provider-details/:id', lazy: loadChunk(() => import('./routes/provider-details.tsx')) },
  { path: '/Login', handle: hideHeader, lazy: loadChunk(() => import('./routes/login.tsx')) },
  { path: '/Register', handle: hideHeader, lazy: loadChunk(() => import('./routes/register.tsx')) },
  {
    path: '/Registers/SP',
    handle: hideHeader,
    lazy: loadChunk(() => import('./routes/register-provider.tsx')),
  },
  {
    path: '/ForgotPassword',
    handle: hideHeader,
    lazy: loadChunk(() => import('./routes/forgot-password.tsx')),
  },
  { path: '/set-password', lazy: loadChunk(() => import('./routes/set-password.tsx')) },
  { path: '/accountDetails', lazy: loadChunk(() => import('./routes/account-details.tsx')) },
  { path: '/ChangeEmailAddress', lazy: loadChunk(() => import('./routes/change-email.tsx')) },
  { path: '/Changepassword', lazy: loadChunk(() => import('./routes/change-password.tsx')) },
  { path: '/update-logo', lazy: loadChunk(() => import('./routes/update-logo.tsx')) },
  { path: '/dev/mailbox', lazy: loadChunk(() => import('./routes/dev-mailbox.tsx')) },
  { path: '/Watchlist', lazy: loadChunk(() => import('./routes/watchlist.tsx')) },
  { path: '/watchlist', lazy: loadChunk(() => import('./routes/watchlist.tsx')) },
  {
    path: '/Editdelieveryaddress',
    lazy: loadChunk(() => import('./routes/edit-delivery-address.tsx')),
  },
  { path: '/EditAddressForm', lazy: loadChunk(() => import('./routes/edit-address-form.tsx')) },
  { path: '/subscription', lazy: loadChunk(() => import('./routes/subscription.tsx')) },
  { path: '/thank-you', lazy: loadChunk(() => import('./routes/thank-you.tsx')) },
  {
    path: '/something-went-wrong',
    lazy: loadChunk(() => import('./routes/something-went-wrong.tsx')),
  },
  { path: '/all-services-sp', lazy: loadChunk(() => import('./routes/provider-services.tsx')) },
  { path: '/add-service', lazy: loadChunk(() => import('./routes/add-service.tsx')) },
  { path: '/edit-service/:id', lazy: loadChunk(() => import('./routes/edit-service.tsx')) },
  { path: '/Careers', lazy: loadChunk(() => import('./routes/careers.tsx')) },
  { path: '/AboutUs', lazy: loadChunk(() => import('./routes/about-us.tsx')) },
  { path: '/AboutsUsDetails', lazy: loadChunk(() => import('./routes/about-us-details.tsx')) },
  { path: '/PricvacyPolicy', lazy: loadChunk(() => import('./routes/privacy-policy.tsx')) },
  {
    path: '/CommunityEnvironment',
    lazy: loadChunk(() => import('./routes/community-environment.tsx')),
  },
  {
    path: '/CommunityEnvironmentDetails',
    lazy: loadChunk(() => import('./routes/community-environment-details.tsx')),
  },
  { path: '/Faqs', lazy: loadChunk(() => import('./routes/faqs.tsx')) },
  { path: '/ContactUs', lazy: loadChunk(() => import('./routes/contact-us.tsx')) },
  { path: '/admin', lazy: loadChunk(() => import('./routes/admin.tsx')) },
  { path: '*', lazy: loadChunk(() => import('./routes/not-found.tsx')) },
];

/** The route tree: the root layout, an error element inside it, and the given pages. */
export function buildAppRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [{ ErrorBoundary: RouteErrorBoundary, children: pages }],
    },
  ];
}

export const appRoutes: RouteObject[] = buildAppRoutes(pageRoutes);
