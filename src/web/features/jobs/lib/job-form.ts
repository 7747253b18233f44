/**
 * The new job form (issue 26 §1): its values, its rules with clear messages (the server checks
 * them again), and the multipart body of POST /api/jobs.
 */
import { z } from 'zod';

import {
  BUDGET_BAND_LABELS,
  BUDGET_BANDS,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_PHOTOS_MAX,
  JOB_TIMING_LABELS,
  JOB_TIMINGS,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  type BudgetBand,
  type JobTiming,
} from '#shared/api/jobs.ts';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { formatDate } from '../../../lib/format.ts';
import { toFormData } from '../../../lib/api-client.ts';
import { TEXTS } from './texts.ts';

export const TIMING_OPTIONS = JOB_TIMINGS.map((value) => ({
  value,
  label: JOB_TIMING_LABELS[value],
}));

export const BUDGET_OPTIONS = BUDGET_BANDS.map((value) => ({
  value,
  label: BUDGET_BAND_LABELS[value],
}));

/** The label of a timing, with its date when it has one. */
export function timingText(timing: JobTiming, startDate?: string | null): string {
  if (timing === 'date' && startDate) return `On ${formatDate(startDate, 'long')}`;
  return JOB_TIMING_LABELS[timing];
}

export const budgetText = (budget: BudgetBand | null): string | null =>
  budget ? BUDGET_BAND_LABELS[budget] : null;

/** Today in New Zealand as YYYY-MM-DD (what a date field holds). */
export function nzToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(now);
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Why a picked photo cannot be used (the server checks its bytes again), or null. */
export function photoProblem(file: File): string | null {
  if (file.size > IMAGE_MAX_BYTES) {
    return `${file.name} is too large: at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`;
  }
  if (file.type && !IMAGE_TYPES.includes(file.type)) {
    return `${file.name} is not a JPEG, PNG or WebP image`;
  }
  return null;
}

const E = TEXTS.errors;

/** The form's rules; `today` (YYYY-MM-DD, New Zealand) bounds the date. */
export function jobFormSchema(today: string) {
  return z
    .object({
      subCategory_id: z.string().min(1, E.subCategory),
      city: z.string().min(1, E.city),
      suburb: z.string().min(1, E.suburb),
      title: z.string().trim().min(JOB_TITLE_MIN, E.titleShort).max(JOB_TITLE_MAX, E.titleLong),
      description: z
        .string()
        .trim()
        .min(JOB_DESCRIPTION_MIN, E.descriptionShort)
        .max(JOB_DESCRIPTION_MAX, E.descriptionLong),
      photos: z.array(z.custom<File>()).max(JOB_PHOTOS_MAX, E.photosMax),
      timing: z.enum(['', ...JOB_TIMINGS]).refine((v) => v !== '', E.timing),
      start_date: z.string(),
      budget: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.timing !== 'date') return;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.start_date)) {
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: E.startDate });
      } else if (v.start_date < today) {
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: E.startDatePast });
      }
    });
}

export type JobFormValues = z.input<ReturnType<typeof jobFormSchema>>;

export const emptyJobForm = (prefill: Partial<JobFormValues> = {}): JobFormValues => ({
  subCategory_id: '',
  city: '',
  suburb: '',
  title: '',
  description: '',
  photos: [],
  timing: '',
  start_date: '',
  budget: '',
  ...prefill,
});

/** The multipart body of POST /api/jobs (issue 26 §6); `serviceId` pre-invites a service. */
export function jobFormData(values: JobFormValues, serviceId?: number): FormData {
  return toFormData({
    subCategory_id: values.subCategory_id,
    city: values.city,
    suburb: values.suburb,
    title: values.title.trim(),
    description: values.description.trim(),
    timing: values.timing,
    start_date: values.timing === 'date' ? values.start_date : undefined,
    budget: values.budget || undefined,
    'photos[]': values.photos.length > 0 ? values.photos : undefined,
    service_id: serviceId,
  });
}
