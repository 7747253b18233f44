import { Box, Group, Loader, Paper, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { MESSAGES } from '#shared/messages.ts';
import { getCallsInFlight, subscribeApiActivity } from '../../lib/api-client.ts';

/** The overlay shows only when a call lasts longer than this, so quick calls do not flicker. */
export const OVERLAY_DELAY_MS = 200;

/** The translucent 'Please wait' overlay over the whole page while `visible` (spec section 2). */
export function PleaseWaitOverlay({ visible, testId }: { visible: boolean; testId?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid={testId}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: visible ? 'flex' : 'none',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(255, 255, 255, 0.55)',
        backdropFilter: 'blur(1px)',
      }}
    >
      {visible ? (
        <Paper shadow="md" radius="md" px="lg" py="md" withBorder>
          <Group gap="sm">
            <Loader size="sm" aria-hidden="true" />
            <Text fw={600}>{MESSAGES.pleaseWait}</Text>
          </Group>
        </Paper>
      ) : null}
    </Box>
  );
}

const isBusy = () => getCallsInFlight() > 0;

/**
 * True once API calls have been in flight for `delayMs`. The count lives in the api client, so
 * calls that started before this component mounted (a first page load) count too.
 */
export function useApiBusy(delayMs: number = OVERLAY_DELAY_MS): boolean {
  const busy = useSyncExternalStore(subscribeApiActivity, isBusy, () => false);
  const [delayPassed, setDelayPassed] = useState(false);
  // The calls ended: the next ones wait for the delay again.
  if (!busy && delayPassed) setDelayPassed(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setDelayPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [busy, delayMs]);
  return busy && delayPassed;
}

/** The overlay of the app shell: shown while API calls are in flight. */
export function ApiActivityOverlay({ delayMs }: { delayMs?: number }) {
  return <PleaseWaitOverlay visible={useApiBusy(delayMs)} testId="please-wait-overlay" />;
}

/** Shows an overlay for a fixed time (the list Reset: 1 second): `{ visible, show }`. */
export function useTimedOverlay(durationMs: number) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = useCallback(() => {
    setVisible(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), durationMs);
  }, [durationMs]);
  return { visible, show };
}
