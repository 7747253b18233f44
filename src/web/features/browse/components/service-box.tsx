import { Combobox, InputBase, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';

import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { useSearchSuggest } from '../api/suggest-api.ts';

/** The value of the free-text option ("Search for '…'"). */
const FREE_TEXT = '__text__';
/** How long typing pauses before the suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

/** Sub categories grouped by category: what the box offers before anything is typed. */
export function serviceOptions(list: CategoryListResponse | undefined) {
  if (!list) return [];
  return list.categories
    .map((category) => ({
      group: category.name,
      items: list.subCategory
        .filter((sub) => sub.category_id === category.id)
        .map((sub) => ({ value: String(sub.id), label: sub.name })),
    }))
    .filter((group) => group.items.length > 0);
}

/** Lower case without macrons ('Tūī' → 'tui'), for matching the loaded catalogue's names. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Most sub categories offered while typing. */
const SUGGESTIONS_MAX = 8;

/**
 * The sub categories offered for a text: the server's (names and everyday words) first, then
 * those of the already loaded catalogue whose name holds the text (so the box still offers them
 * while the server's answer is on its way or failed).
 */
function suggestedSubs(
  text: string,
  fromServer: { id: number; name: string }[],
  list: CategoryListResponse | undefined,
) {
  const wanted = fold(text);
  const named = (list?.subCategory ?? []).filter((s) => fold(s.name).includes(wanted));
  const seen = new Set(fromServer.map((s) => s.id));
  return [...fromServer, ...named.filter((s) => !seen.has(s.id))].slice(0, SUGGESTIONS_MAX);
}

export type ServiceBoxProps = {
  text: string;
  categoryList: CategoryListResponse | undefined;
  loading: boolean;
  error: string | null;
  /** The visitor typed. */
  onText: (text: string) => void;
  /** The visitor chose a sub category (its id and name). */
  onPick: (id: number, name: string) => void;
  /** The visitor chose "Search for '{text}'". */
  onFreeText: (text: string) => void;
};

/**
 * The home Service box (issue 24 §3): free text with suggestions, an accessible combobox
 * (arrows, Enter, Escape). Before typing it lists the sub categories by category; while typing
 * it shows the sub categories the text names (by name or an everyday word, from
 * GET /api/search-suggest, asked once typing pauses, an older request cancelled; then the
 * catalogue's names holding the text), then "Search for '{text}'".
 */
export function ServiceBox(props: ServiceBoxProps) {
  const { text, categoryList, loading, error } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed] = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const suggest = useSearchSuggest(typed);
  const groups = useMemo(() => serviceOptions(categoryList), [categoryList]);
  const trimmed = text.trim();
  const subs = trimmed
    ? suggestedSubs(trimmed, typed ? (suggest.data?.subcategories ?? []) : [], categoryList)
    : [];

  const choose = (value: string) => {
    if (value === FREE_TEXT) props.onFreeText(trimmed);
    else {
      const all = [...subs, ...(categoryList?.subCategory ?? [])];
      const name = all.find((s) => String(s.id) === value)?.name ?? '';
      props.onPick(Number(value), name);
    }
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label="Service"
          placeholder={loading ? 'Loading services…' : 'What do you need?'}
          value={text}
          maxLength={100}
          error={error}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => {
            props.onText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-label="Services">
          {trimmed ? (
            <>
              {subs.map((sub) => (
                <Combobox.Option value={String(sub.id)} key={sub.id}>
                  {sub.name}
                </Combobox.Option>
              ))}
              <Combobox.Option value={FREE_TEXT}>
                <Text span size="sm" fw={600}>
                  Search for '{trimmed}'
                </Text>
              </Combobox.Option>
            </>
          ) : (
            groups.map((group) => (
              <Combobox.Group label={group.group} key={group.group}>
                {group.items.map((item) => (
                  <Combobox.Option value={item.value} key={item.value}>
                    {item.label}
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
