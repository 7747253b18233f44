import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';

import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { ratingLabel, readExtras, VERIFIED_ONLY_LABEL } from '../lib/extra-filters.ts';

/** One active filter: what it shows and the URL parameters its removal drops. */
export type FilterChip = { key: string; label: string; drops: string[] };

/** The active filters of a URL, in the order of the panel. */
export function activeChips(
  params: URLSearchParams,
  list: CategoryListResponse | undefined,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const q = params.get('q')?.trim();
  if (q) chips.push({ key: 'q', label: `“${q}”`, drops: ['q'] });
  const category = params.get('category');
  const service = params.get('service');
  if (category) {
    const name = list?.categories.find((c) => c.slug === category)?.name ?? category;
    chips.push({ key: 'category', label: name, drops: ['category', 'service'] });
  }
  if (service) {
    const name = list?.subCategory.find((s) => s.slug === service)?.name ?? service;
    chips.push({ key: 'service', label: name, drops: ['service'] });
  }
  const city = params.get('city');
  if (city) chips.push({ key: 'city', label: city, drops: ['city', 'suburb', 'postcode'] });
  const suburb = params.get('suburb');
  if (suburb) chips.push({ key: 'suburb', label: suburb, drops: ['suburb', 'postcode'] });
  const extras = readExtras(params);
  if (extras.min_rating) {
    chips.push({ key: 'rating', label: ratingLabel(extras.min_rating), drops: ['min_rating'] });
  }
  if (extras.has_price) chips.push({ key: 'price', label: 'Shows a price', drops: ['has_price'] });
  if (extras.taking_new_work) {
    chips.push({ key: 'available', label: 'Taking new work', drops: ['taking_new_work'] });
  }
  if (extras.verified_only) {
    chips.push({ key: 'verified', label: VERIFIED_ONLY_LABEL, drops: ['verified_only'] });
  }
  return chips;
}

/**
 * The active filters as removable chips (issue 24 §5), and "Clear all" when there are several.
 * `onChange` edits the URL (useRefine's `change`).
 */
export function FilterChips({
  onChange,
}: {
  onChange: (edit: (params: URLSearchParams) => void) => void;
}) {
  const [params] = useSearchParams();
  const { data: list } = useCategoryList();
  const chips = activeChips(params, list);
  if (chips.length === 0) return null;
  const drop = (names: string[]) => onChange((next) => names.forEach((n) => next.delete(n)));
  return (
    <Group gap={6} role="group" aria-label="Active filters">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="compact-sm"
          variant="light"
          radius="xl"
          rightSection={<IconX size={14} aria-hidden="true" />}
          aria-label={`Remove filter ${chip.label}`}
          onClick={() => drop(chip.drops)}
        >
          {chip.label}
        </Button>
      ))}
      {chips.length > 1 ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          c="dark.6"
          onClick={() => drop(chips.flatMap((c) => c.drops))}
        >
          Clear all
        </Button>
      ) : null}
    </Group>
  );
}
