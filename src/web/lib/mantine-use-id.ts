import { useId as useReactId } from 'react';

/**
 * Replaces `useId` of @mantine/hooks in the web build (vite.config.ts, decision 101). Mantine's
 * hook starts from React's id, as here, then sets a random one in a layout effect: on a
 * server-rendered page every input, select, popover and menu re-rendered synchronously right
 * after hydration (~250 ms of one task on a slow phone) and changed ids that the server had
 * sent. React's id is unique within the root and the same on the server and in the browser.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
