import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useBlocker, type Location } from 'react-router';

import type { DraftAutosave } from '../lib/draft-autosave.ts';

/**
 * Leaving the form with changes not yet in its draft asks first (issue 22 §3): save and leave,
 * leave without them, or stay. A reload or closing the tab gets the browser's own question.
 */
export function LeaveGuard({ draft }: { draft: DraftAutosave }) {
  const { isUnsaved } = draft;
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
      isUnsaved() && currentLocation.pathname !== nextLocation.pathname,
    [isUnsaved],
  );
  const blocker = useBlocker(shouldBlock);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const blocked = blocker.state === 'blocked';
  const saveAndLeave = async () => {
    setSaving(true);
    const ok = await draft.flush();
    setSaving(false);
    if (ok) blocker.proceed?.();
    else setFailed(true);
  };
  const stay = () => {
    setFailed(false);
    blocker.reset?.();
  };
  return (
    <Modal opened={blocked} onClose={stay} title="Leave this form?" centered>
      <Text>
        {failed
          ? 'Your latest changes could not be saved. Leave without them?'
          : 'Your latest changes are not saved yet.'}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={stay}>
          Stay
        </Button>
        {failed ? (
          <Button color="red" variant="light" onClick={() => blocker.proceed?.()}>
            Leave without them
          </Button>
        ) : (
          <Button loading={saving} onClick={() => void saveAndLeave()}>
            Save and leave
          </Button>
        )}
      </Group>
    </Modal>
  );
}
