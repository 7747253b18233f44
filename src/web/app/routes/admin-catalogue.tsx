import { CataloguePage } from '../../features/admin/components/catalogue-page.tsx';

export function Component() {
  return <CataloguePage />;
}
