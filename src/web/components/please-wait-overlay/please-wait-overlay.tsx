import { Box, Group, Loader, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

import { onApiActivity } from '../../lib/api-client.ts';

/** Shown only when a call lasts longer than this, so quick calls do not flicker. */
export const OVERLAY_DELAY_MS = 200;

/** The translucent 'Please wait' overlay covering the page while API calls are in flight. */
export function PleaseWaitOverlay({ delayMs = OVERLAY_DELAY_MS }: { delayMs?: number }) {
  const [inFlight, setInFlight] = useState(0);
  const [delayPassed, setDelayPassed] = useState(false);
  const busy = inFlight > 0;
  const visible = busy && delayPassed;

  useEffect(() => onApiActivity((delta) => setInFlight((n) => Math.max(0, n + delta))), []);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setDelayPassed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [busy, delayMs]);

  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="please-wait-overlay"
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
            <Text fw={600}>Please wait</Text>
          </Group>
        </Paper>
      ) : null}
    </Box>
  );
}
