import { useParams } from 'react-router';

import { ServiceListPage } from '../../features/browse/components/service-list-page.tsx';
import { KnownSubCategory } from './known-sub-category.tsx';

/** /servicePageCat/{sub category slug} (from the home page's Top Categories tiles). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <KnownSubCategory slug={id}>
      <ServiceListPage key={id} subCategorySlug={id} />
    </KnownSubCategory>
  );
}
