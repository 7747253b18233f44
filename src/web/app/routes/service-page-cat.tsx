import { useParams } from 'react-router';

import { ServiceListPage } from '../../features/browse/components/service-list-page.tsx';

/** /servicePageCat/{sub category slug} (from the home page's Top Categories tiles). */
export function Component() {
  const { id = '' } = useParams();
  return <ServiceListPage key={id} subCategorySlug={id} />;
}
