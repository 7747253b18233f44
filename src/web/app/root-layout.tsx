import { Box, Center, Loader, Progress } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';

import { useFocusHeadingOnNavigate } from '../components/focus-heading/use-focus-heading-on-navigate.ts';
import { Footer } from '../components/footer/footer.tsx';
import { Header } from '../components/header/header.tsx';
import { ApiActivityOverlay } from '../components/please-wait-overlay/please-wait-overlay.tsx';
import { ScrollToTopButton } from '../components/scroll-to-top/scroll-to-top-button.tsx';
import { SkipLink } from '../components/skip-link/skip-link.tsx';
import { LAYERS } from '../lib/layers.ts';

/** Route `handle` values the layout reads. */
export type AppRouteHandle = {
  /** The header is hidden on /Login, /Register, /Registers/SP and /ForgotPassword. */
  hideHeader?: boolean;
};

function useHeaderHidden(): boolean {
  return useMatches().some((match) => (match.handle as AppRouteHandle | undefined)?.hideHeader);
}

/** Scrolls to the top on every route change (spec section 2). */
function useScrollToTopOnNavigate() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}

/** The app frame: skip link, header, main content, footer, overlay and scroll button. */
export function RootLayout() {
  const headerHidden = useHeaderHidden();
  useScrollToTopOnNavigate();
  useFocusHeadingOnNavigate();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <NavigationProgress />
      {headerHidden ? null : <Header />}
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <ApiActivityOverlay />
      <ScrollToTopButton />
    </Box>
  );
}

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-label="Loading page"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: LAYERS.loadingBar }}
    />
  );
}

/** Shown before the first page's code has loaded. */
export function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
