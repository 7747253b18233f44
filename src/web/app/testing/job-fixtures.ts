/** Jobs test data (issue 26) in the shapes of the shared schemas. */
import type {
  Job,
  JobDetailResponse,
  JobInvite,
  JobQuote,
  JobsResponse,
  SuggestionsResponse,
} from '#shared/api/jobs.ts';

export const sampleJob: Job = {
  id: 40,
  title: 'Replace a leaking hot water cylinder',
  description: 'The 180 litre cylinder in the hallway cupboard leaks from the base.',
  sub_category: { id: 1, name: 'House Cleaning' },
  city: 'Christchurch',
  suburb: 'Addington',
  timing: 'two_weeks',
  start_date: null,
  budget: '2000_5000',
  photos: [],
  state: 'open',
  member_name: 'Aroha N.',
  created_at: '2026-11-20T01:00:00.000Z',
  expires_at: '2026-12-20T01:00:00.000Z',
  hired_at: null,
  hired_service_id: null,
  done_at: null,
  completed_at: null,
  cancelled_at: null,
  cancel_reason: null,
  invites_count: 3,
  quotes_count: 2,
};

export function invite(serviceId: number, name: string, patch: Partial<JobInvite> = {}): JobInvite {
  return {
    id: serviceId + 100,
    service_id: serviceId,
    service: { id: serviceId, slug: `service-${serviceId}`, title: `${name} service` },
    provider: { id: serviceId + 200, name, logo: null, initial: name.charAt(0) },
    state: 'invited',
    invited_at: '2026-11-20T02:00:00.000Z',
    conversation_id: null,
    decline_reason: null,
    ...patch,
  };
}

export function quote(
  id: number,
  serviceId: number,
  name: string,
  patch: Partial<JobQuote> = {},
): JobQuote {
  return {
    id,
    job_id: sampleJob.id,
    service_id: serviceId,
    provider: { id: serviceId + 200, name, logo: null, initial: name.charAt(0) },
    kind: 'fixed',
    amount_cents: 185000,
    amount_max_cents: null,
    includes: 'New 180 l cylinder, removal of the old one',
    earliest_start: '2026-12-01',
    valid_days: 14,
    valid_until: '2026-12-04',
    expired: false,
    message: 'Happy to start next week.',
    state: 'submitted',
    created_at: '2026-11-21T01:00:00.000Z',
    updated_at: '2026-11-21T01:00:00.000Z',
    ...patch,
  };
}

/** A member's open job: three invites, two quotes (one fixed, one range), one decline. */
export function memberJob(patch: Partial<JobDetailResponse> = {}): JobDetailResponse {
  return {
    success: true,
    role: 'member',
    job: sampleJob,
    invites: [
      invite(5, 'Kauri Plumbing', { state: 'quoted', conversation_id: 12 }),
      invite(6, 'Tui Plumbing', { state: 'quoted' }),
      invite(7, 'Rata Pipes', { state: 'declined', decline_reason: 'too_busy' }),
    ],
    quotes: [
      quote(90, 5, 'Kauri Plumbing'),
      quote(91, 6, 'Tui Plumbing', {
        kind: 'range',
        amount_cents: 160000,
        amount_max_cents: 210050,
        includes: 'Cylinder and labour; disposal extra',
        valid_until: '2026-11-25',
        expired: true,
      }),
    ],
    invites_left: 1,
    reported: false,
    ...patch,
  };
}

export function jobsPage(jobs: Job[]): JobsResponse {
  return { success: true, jobs, total: jobs.length, page: 1, per_page: 24 };
}

export const sampleSuggestions: SuggestionsResponse = {
  success: true,
  services: [
    {
      service_id: 8,
      service: { id: 8, slug: 'hot-water-fixes', title: 'Hot water fixes' },
      provider: { id: 208, name: 'Kea Plumbing', logo: null, initial: 'K' },
      rating: 4.8,
      total_reviews: 12,
      reply_time_minutes: 90,
      based_here: true,
      invited: false,
    },
    {
      service_id: 9,
      service: { id: 9, slug: 'pipes-and-drains', title: 'Pipes and drains' },
      provider: { id: 209, name: 'Moa Drains', logo: null, initial: 'M' },
      rating: 0,
      total_reviews: 0,
      reply_time_minutes: null,
      based_here: false,
      invited: false,
    },
  ],
};
