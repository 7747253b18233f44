import { HomePage } from '../../features/browse/components/home-page.tsx';

/** / — welcome line, search bar, type buttons, ads, popular services, top categories and providers. */
export function Component() {
  return <HomePage />;
}
