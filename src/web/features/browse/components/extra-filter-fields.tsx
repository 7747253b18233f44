import { Checkbox, Select } from '@mantine/core';

import { QueryInput } from '../../../components/search-input/query-input.tsx';
import {
  MIN_RATINGS,
  ratingLabel,
  VERIFIED_ONLY_LABEL,
  type ExtraFilters,
} from '../lib/extra-filters.ts';

const RATING_OPTIONS = MIN_RATINGS.map((r) => ({ value: String(r), label: ratingLabel(r) }));

/**
 * "Minimum rating", "Shows a price", "Taking new work" and "Checked licence or registration"
 * (issue 27 §3) of the filter panel.
 */
export function ExtraFilterFields({
  value,
  change,
}: {
  value: ExtraFilters;
  change: (patch: ExtraFilters) => void;
}) {
  return (
    <>
      <Select
        label="Minimum rating"
        placeholder="Any rating"
        data={RATING_OPTIONS}
        value={value.min_rating ? String(value.min_rating) : null}
        onChange={(v) => change({ min_rating: v ? Number(v) : undefined })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Checkbox
        label="Shows a price"
        checked={Boolean(value.has_price)}
        onChange={(event) => change({ has_price: event.currentTarget.checked || undefined })}
      />
      <Checkbox
        label="Taking new work"
        checked={Boolean(value.taking_new_work)}
        onChange={(event) => change({ taking_new_work: event.currentTarget.checked || undefined })}
      />
      <Checkbox
        label={VERIFIED_ONLY_LABEL}
        description="LBP, electrical or plumbing, checked on the public register"
        checked={Boolean(value.verified_only)}
        onChange={(event) => change({ verified_only: event.currentTarget.checked || undefined })}
      />
    </>
  );
}

/** The free-text field of the panel (on phones, where the toolbar shows no search box). */
export function TextFilterField({ value, change }: { value: string; change: (q: string) => void }) {
  return (
    <QueryInput label="Search words" placeholder="e.g. leaky tap" value={value} onText={change} />
  );
}
