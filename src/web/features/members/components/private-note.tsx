import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconNote } from '@tabler/icons-react';
import { useState } from 'react';

import { PRIVATE_NOTE_MAX } from '#shared/api/private-notes.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMemberAction } from '../../../lib/member-action.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePrivateNote, useSavePrivateNote } from '../api/private-note-api.ts';

export const NOTE_ONLY_YOU = 'Only you can see this note.';

/** The modal's form: the note (at most 1000 characters), Save, and Delete when there is one. */
function NoteForm({
  serviceId,
  note,
  onDone,
}: {
  serviceId: number;
  note: string | null;
  onDone: () => void;
}) {
  const [text, setText] = useState(note ?? '');
  const save = useSavePrivateNote(serviceId);
  const { handleError } = useMemberAction();
  const submit = async (value: string) => {
    try {
      const answer = await save.mutateAsync(value);
      notifySuccess(answer.note === null ? 'Note deleted' : 'Note saved');
      onDone();
    } catch (error) {
      if (!handleError(error)) notifyError(errorMessage(error), { title: 'Note not saved' });
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(text);
      }}
    >
      <Stack gap="sm">
        <Textarea
          label="Note"
          data-autofocus
          autosize
          minRows={4}
          maxRows={10}
          maxLength={PRIVATE_NOTE_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value.slice(0, PRIVATE_NOTE_MAX))}
          description={`${NOTE_ONLY_YOU} ${text.length}/${PRIVATE_NOTE_MAX} characters`}
        />
        <Group justify="space-between">
          {note !== null ? (
            <Button
              variant="subtle"
              color="red"
              loading={save.isPending && text === ''}
              onClick={() => {
                setText('');
                void submit('');
              }}
            >
              Delete note
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending}>
            Save note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The member's private note on a service (issue 22 §4, product decisions §6): the note, and the
 * spec's 'Private note' button that opens it to write, change or delete. Only its author ever
 * sees it; visitors see nothing. `known` is the note the watchlist answer already carries.
 */
export function PrivateNote({
  serviceId,
  title,
  known,
  compact = false,
}: {
  serviceId: number;
  title: string;
  known?: string | null;
  compact?: boolean;
}) {
  const { user } = useMemberAction();
  const [opened, { open, close }] = useDisclosure(false);
  const query = usePrivateNote(serviceId, known, user !== null);
  if (!user) return null;
  const note = query.data?.note ?? null;
  const button = (
    <Button
      variant={compact ? 'subtle' : 'light'}
      size={compact ? 'compact-sm' : 'sm'}
      leftSection={<IconNote size={18} aria-hidden="true" />}
      onClick={open}
      aria-label={compact ? `Private note: ${title}` : undefined}
      style={{ alignSelf: 'flex-start', minHeight: 28 }}
    >
      Private note
    </Button>
  );
  const text = (
    <Text
      size="sm"
      c={note ? undefined : 'dimmed'}
      lineClamp={compact ? 2 : undefined}
      // On a watchlist card two lines are always kept, so the cards of a row line up.
      mih={compact ? 44 : undefined}
      style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      data-testid="private-note-text"
    >
      {note ?? (compact ? '' : NOTE_ONLY_YOU)}
    </Text>
  );
  const body = compact ? (
    <Stack gap={2}>
      {button}
      {text}
    </Stack>
  ) : (
    <Stack gap={6}>
      <Title order={2} size="h5">
        Your private note
      </Title>
      {text}
      {button}
    </Stack>
  );
  return (
    <>
      {compact ? (
        body
      ) : (
        <Paper withBorder radius="md" p="md">
          {body}
        </Paper>
      )}
      <Modal opened={opened} onClose={close} title="Private note" centered>
        {opened ? <NoteForm serviceId={serviceId} note={note} onDone={close} /> : null}
      </Modal>
    </>
  );
}
