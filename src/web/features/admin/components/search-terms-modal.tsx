import { ActionIcon, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { SEARCH_TERM_MAX } from '#shared/api/search.ts';
import type { AdminActionRunner } from '../api/admin-api.ts';
import { useSearchTerms } from '../api/search-terms-api.ts';

/** The sub category whose everyday words are open, or null. */
export type WordsOf = { id: number; name: string } | null;

function WordsEditor({
  sub,
  run,
}: {
  sub: { id: number; name: string };
  run: AdminActionRunner['run'];
}) {
  const query = useSearchTerms(sub.id);
  const [word, setWord] = useState('');
  const terms = query.data?.terms;
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const term = word.trim();
    if (!term) return;
    if (await run({ path: `/sub-categories/${sub.id}/search-terms`, body: { term } })) setWord('');
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        What people type in the Service box that should lead to {sub.name}. A word leads to one sub
        category; case and macrons do not matter.
      </Text>
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading the words" />
      ) : query.isError ? (
        <Text c="red.8">The words could not be loaded.</Text>
      ) : terms && terms.length > 0 ? (
        <Group gap={6} component="ul" aria-label={`Everyday words for ${sub.name}`} p={0} m={0}>
          {terms.map((t) => (
            <Group
              key={t.id}
              component="li"
              gap={2}
              wrap="nowrap"
              pl="xs"
              style={{
                listStyle: 'none',
                border: '1px solid var(--mantine-color-gray-4)',
                borderRadius: 'var(--mantine-radius-xl)',
              }}
            >
              <Text size="sm">{t.term}</Text>
              <ActionIcon
                variant="subtle"
                color="gray.8"
                size="sm"
                radius="xl"
                aria-label={`Remove ${t.term}`}
                onClick={() => void run({ path: `/search-terms/${t.id}`, method: 'DELETE' })}
              >
                <IconX size={14} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No everyday words yet.
        </Text>
      )}
      <form onSubmit={(event) => void add(event)}>
        <Group align="flex-end" gap="xs">
          <TextInput
            label="New everyday word"
            description="For example: sparky, leaky tap"
            value={word}
            maxLength={SEARCH_TERM_MAX}
            onChange={(e) => setWord(e.currentTarget.value)}
            data-autofocus
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" disabled={!word.trim()}>
            Add word
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** A sub category's everyday words: listed, added, removed (issue 24 §3). */
export function SearchTermsModal(props: {
  sub: WordsOf;
  onClose: () => void;
  run: AdminActionRunner['run'];
}) {
  return (
    <Modal
      opened={props.sub !== null}
      onClose={props.onClose}
      title={props.sub ? `Everyday words for ${props.sub.name}` : ''}
      centered
    >
      {props.sub ? <WordsEditor sub={props.sub} run={props.run} /> : null}
    </Modal>
  );
}
