import { useParams } from 'react-router';

import { SubCategoryPage } from '../../features/browse/components/sub-category-page.tsx';
import { KnownSubCategory } from './known-sub-category.tsx';

/** /ServiceListDetails/{sub category slug} (an unknown slug: the not-found page). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <KnownSubCategory slug={id}>
      <SubCategoryPage key={id} slug={id} />
    </KnownSubCategory>
  );
}
