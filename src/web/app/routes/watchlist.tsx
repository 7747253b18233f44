import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page.tsx';

export function Component() {
  return <PlaceholderPage title="Watchlist" />;
}
