import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTags, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import type { AdminCategory } from '#shared/api/admin.ts';
import { type AdminActionRunner, useAdminAction, useAdminCatalogue } from '../api/admin-api.ts';
import { AdminScreen } from './admin-screen.tsx';
import { listPlaceholder } from './admin-table.tsx';
import { NameModal } from './name-modal.tsx';
import { SearchTermsModal, type WordsOf } from './search-terms-modal.tsx';

type Kind = 'categories' | 'sub-categories';
type Entry = { id: number; name: string; slug: string; services: number; is_active: boolean };
type Run = AdminActionRunner['run'];

/** The ids in their new order after moving `index` one place up (-1) or down (+1). */
function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + step, 0, id as number);
  return next;
}

/** One category or sub category: name, slug, use, and its buttons. */
function EntryRow(props: {
  kind: Kind;
  entry: Entry;
  siblings: Entry[];
  index: number;
  run: Run;
  onRename: () => void;
  /** A sub category's everyday words (sub categories only). */
  onWords?: () => void;
}) {
  const { kind, entry, siblings, index, run } = props;
  const ids = siblings.map((s) => s.id);
  const reorder = (step: -1 | 1) =>
    void run({ path: `/${kind}/order`, body: { ids: moved(ids, index, step) } });
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div>
        <Text fw={kind === 'categories' ? 700 : 500}>{entry.name}</Text>
        <Text size="xs" c="dimmed">
          /{entry.slug} · {entry.services} {entry.services === 1 ? 'service' : 'services'}
          {entry.is_active ? '' : ' · paused'}
        </Text>
      </div>
      <Group gap={4} wrap="nowrap">
        {!entry.is_active ? <Badge color="gray">Paused</Badge> : null}
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${entry.name} up`}
          disabled={index === 0}
          onClick={() => reorder(-1)}
        >
          <IconArrowUp size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${entry.name} down`}
          disabled={index === siblings.length - 1}
          onClick={() => reorder(1)}
        >
          <IconArrowDown size={18} aria-hidden="true" />
        </ActionIcon>
        {props.onWords ? (
          <ActionIcon
            variant="subtle"
            aria-label={`Everyday words for ${entry.name}`}
            onClick={props.onWords}
          >
            <IconTags size={18} aria-hidden="true" />
          </ActionIcon>
        ) : null}
        <ActionIcon variant="subtle" aria-label={`Rename ${entry.name}`} onClick={props.onRename}>
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${entry.name}`}
          onClick={() => void run({ path: `/${kind}/${entry.id}`, method: 'DELETE' })}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** A name field and an Add button (a new category, or a sub category of one). */
function AddForm({ label, onAdd }: { label: string; onAdd: (name: string) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && (await onAdd(name.trim()))) setName('');
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={label}
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.currentTarget.value)}
          size="sm"
        />
        <Button type="submit" size="sm" variant="light" disabled={!name.trim()}>
          Add
        </Button>
      </Group>
    </form>
  );
}

type Renaming = { kind: Kind; entry: Entry };

function CategoryCard(props: {
  category: AdminCategory;
  categories: AdminCategory[];
  index: number;
  run: Run;
  rename: (r: Renaming) => void;
  words: (sub: WordsOf) => void;
}) {
  const { category, run, rename } = props;
  const subs = category.sub_categories;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={category.name}>
      <Stack gap="sm">
        <EntryRow
          kind="categories"
          entry={category}
          siblings={props.categories}
          index={props.index}
          run={run}
          onRename={() => rename({ kind: 'categories', entry: category })}
        />
        <Stack gap={6} pl="lg" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
          {subs.map((sub, i) => (
            <EntryRow
              key={sub.id}
              kind="sub-categories"
              entry={sub}
              siblings={subs}
              index={i}
              run={run}
              onRename={() => rename({ kind: 'sub-categories', entry: sub })}
              onWords={() => props.words({ id: sub.id, name: sub.name })}
            />
          ))}
          <AddForm
            label={`New sub category of ${category.name}`}
            onAdd={(name) =>
              run({ path: '/sub-categories', body: { name, category_id: category.id } })
            }
          />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /admin/catalogue: categories and sub categories. */
export function CataloguePage() {
  const query = useAdminCatalogue();
  const { run } = useAdminAction();
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const [wordsOf, setWordsOf] = useState<WordsOf>(null);
  const categories = query.data?.categories;
  return (
    <AdminScreen
      title="Categories"
      description="Rename keeps the address in use; only what nothing uses can be deleted. The tag button of a sub category edits its everyday words (what people type: sparky, leaky tap)."
    >
      <AddForm
        label="New category"
        onAdd={(name) => run({ path: '/categories', body: { name } })}
      />
      <Title order={2} size="h4">
        Categories and sub categories
      </Title>
      {listPlaceholder({
        rows: categories,
        query,
        empty: 'No categories yet.',
        errorText: 'The categories could not be loaded.',
      }) ??
        (categories ? (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {categories.map((category, index) => (
              <CategoryCard
                key={category.id}
                category={category}
                categories={categories}
                index={index}
                run={run}
                rename={setRenaming}
                words={setWordsOf}
              />
            ))}
          </SimpleGrid>
        ) : null)}
      <SearchTermsModal sub={wordsOf} onClose={() => setWordsOf(null)} run={run} />
      <NameModal
        initial={renaming?.entry.name ?? null}
        title={renaming?.kind === 'categories' ? 'Rename the category' : 'Rename the sub category'}
        onClose={() => setRenaming(null)}
        onSave={(name) =>
          renaming
            ? run({
                path: `/${renaming.kind}/${renaming.entry.id}`,
                method: 'PUT',
                body: { name, is_active: renaming.entry.is_active },
              })
            : Promise.resolve(false)
        }
      />
    </AdminScreen>
  );
}
