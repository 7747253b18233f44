import { NotFoundView } from '../../components/not-found/not-found-view.tsx';

export function Component() {
  return <NotFoundView />;
}
