import { ModerationPage } from '../../features/admin/components/moderation-page.tsx';

export function Component() {
  return <ModerationPage />;
}
