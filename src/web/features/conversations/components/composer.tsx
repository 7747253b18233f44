import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { MESSAGE_BODY_MAX } from '#shared/api/conversations.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  ATTACH_ACCEPT,
  checkAttachments,
  ComposerSchema,
  type ComposerValues,
} from '../lib/composer-rules.ts';
import { formatBytes, TEXTS } from '../lib/texts.ts';

export type ComposerProps = {
  /** Sends the message; rejects when it was not sent (the text and files stay). */
  onSend: (body: string, files: File[]) => Promise<unknown>;
  sending: boolean;
};

/** The picked files, each with a Remove button. */
function FileList({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  if (files.length === 0) return null;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {files.map((file, index) => (
        <Group
          key={`${file.name}-${index}`}
          component="li"
          gap={4}
          wrap="nowrap"
          px="xs"
          py={2}
          style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
        >
          <Text size="xs">
            {file.name} ({formatBytes(file.size)})
          </Text>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={TEXTS.removeFile(file.name)}
            onClick={() => onRemove(index)}
          >
            <IconX size={14} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
    </Group>
  );
}

/** The Attach button and its (hidden) file input, labelled and described for screen readers. */
function AttachControl({ onPick }: { onPick: (files: File[]) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    // The same file may be picked again after a removal.
    event.currentTarget.value = '';
    if (picked.length > 0) onPick(picked);
  };
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <input
        ref={fileInput}
        type="file"
        accept={ATTACH_ACCEPT}
        multiple
        aria-label={TEXTS.attach}
        aria-describedby={hintId}
        onChange={pick}
        style={{ display: 'none' }}
      />
      <Button
        variant="default"
        leftSection={<IconPaperclip size={16} aria-hidden="true" />}
        onClick={() => fileInput.current?.click()}
        aria-describedby={hintId}
        // The hint beside it wraps; the button keeps its whole label (it was cut to "Att" at 390 px).
        style={{ flexShrink: 0 }}
      >
        {TEXTS.attachButton}
      </Button>
      <Text size="xs" c="dimmed" id={hintId}>
        {TEXTS.attachHint}
      </Text>
    </Group>
  );
}

/** The files of the next message, checked as they are picked. */
function useAttachments() {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = (picked: File[]) => {
    const next = [...files, ...picked];
    const problem = checkAttachments(next);
    setError(problem);
    if (!problem) setFiles(next);
  };
  const remove = (index: number) => {
    setFiles((current) => current.filter((_, i) => i !== index));
    setError(null);
  };
  const clear = () => {
    setFiles([]);
    setError(null);
  };
  return { files, error, add, remove, clear };
}

/** The box's element, and refocus(): after a send (once Send is enabled again) it takes the focus. */
function useRefocus() {
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [sends, setSends] = useState(0);
  useEffect(() => {
    if (sends > 0) textArea.current?.focus();
  }, [sends]);
  return { textArea, refocus: () => setSends((n) => n + 1) };
}

/**
 * The message box of a thread: the text (2..2000 characters), up to 5 photos or one PDF, and
 * Send (or Ctrl+Enter). After a send the box is emptied and keeps the focus for the next one.
 */
export function Composer({ onSend, sending }: ComposerProps) {
  const form = useForm<ComposerValues>({
    resolver: zodResolver(ComposerSchema),
    defaultValues: { body: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const attachments = useAttachments();
  const [sendError, setSendError] = useState<string | null>(null);
  const length = useWatch({ control: form.control, name: 'body' }).length;
  const { textArea, refocus } = useRefocus();
  const { ref: registerRef, ...bodyField } = form.register('body');
  const bodyRef = useMergedRef(registerRef, textArea);

  const submit = form.handleSubmit(async ({ body }) => {
    setSendError(null);
    try {
      await onSend(body.trim(), attachments.files);
    } catch (error) {
      setSendError(errorMessage(error));
      return;
    }
    form.reset({ body: '' });
    attachments.clear();
    refocus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={TEXTS.writeMessage}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="xs">
          <Textarea
            label={TEXTS.messageLabel}
            autosize
            minRows={2}
            maxRows={8}
            description={TEXTS.messageCount(length)}
            error={form.formState.errors.body?.message}
            maxLength={MESSAGE_BODY_MAX * 2}
            onKeyDown={onKeyDown}
            ref={bodyRef}
            {...bodyField}
          />
          <FileList
            files={attachments.files}
            onRemove={(index) => {
              attachments.remove(index);
              textArea.current?.focus();
            }}
          />
          {attachments.error ? (
            <Text size="sm" c="red.8" role="alert">
              {attachments.error}
            </Text>
          ) : null}
          {sendError ? (
            <Alert color="red" role="alert" title={TEXTS.sendFailed}>
              {sendError}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="xs" wrap="wrap">
            <AttachControl onPick={attachments.add} />
            <Button
              type="submit"
              loading={sending}
              leftSection={<IconSend size={16} aria-hidden="true" />}
            >
              {TEXTS.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
