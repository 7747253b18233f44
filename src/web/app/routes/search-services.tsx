import { SearchResultsPage } from '../../features/browse/components/search-results-page.tsx';

/** /search-services: the results of the saved home filter. */
export function Component() {
  return <SearchResultsPage />;
}
