import { useParams } from 'react-router';

import { SubCategoryPage } from '../../features/browse/components/sub-category-page.tsx';

/** /ServiceListDetails/{sub category slug} */
export function Component() {
  const { id = '' } = useParams();
  return <SubCategoryPage key={id} slug={id} />;
}
