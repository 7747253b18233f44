import { Group, Loader, Paper, Portal, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Shows an overlay for a fixed time (the list Reset: 1 second). */
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

/** The translucent 'Please wait' overlay over the page. */
export function TimedOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <Portal>
      <div
        role="status"
        aria-live="polite"
        data-testid="reset-overlay"
        style={{
          position: 'fixed',
          inset: 0,
          zIndex: 1000,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'rgba(255, 255, 255, 0.55)',
        }}
      >
        <Paper shadow="md" radius="md" px="lg" py="md" withBorder>
          <Group gap="sm">
            <Loader size="sm" aria-hidden="true" />
            <Text fw={600}>Please wait</Text>
          </Group>
        </Paper>
      </div>
    </Portal>
  );
}
