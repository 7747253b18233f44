import { BrowseByCityPage } from '../../features/browse/components/browse-by-city-page.tsx';

/** /browse: every city's landing pages and served suburbs (issue 24 §6). */
export function Component() {
  return <BrowseByCityPage />;
}
