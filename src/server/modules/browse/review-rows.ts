import { sql, type SQL } from 'drizzle-orm';

import type { ReviewItem } from '#shared/api/browse.ts';
import { reviewerName } from '#shared/domain/names.ts';
import { isoText, toIso } from '../../db/query.ts';

/**
 * The label of a review `r` (issues 26 and 27): `verified_hire` when it came from a completed
 * hire through a job, `invited` when it came through the provider's invitation (the provider
 * chose the reviewer: readers should know, decision 137), `contacted` when the reviewer enquired
 * about the service or invited it to a job of theirs, else null. Both lookups are index probes (enquiries_user_service_idx,
 * job_invites_service_job_idx, index only).
 */
export const reviewLabelSql = (r: string): SQL =>
  sql.raw(`case
    when ${r}.job_id is not null then 'verified_hire'
    when ${r}.invitation_id is not null then 'invited'
    when exists (select 1 from enquiries e
                  where e.user_id = ${r}.user_id and e.service_id = ${r}.service_id)
      or exists (select 1 from job_invites ji join jobs jj on jj.id = ji.job_id
                  where ji.service_id = ${r}.service_id and jj.member_id = ${r}.user_id)
      then 'contacted'
    else null end`);

/**
 * The columns a review answer is built from: review `r`, reviewer `u`; the times as the ISO text
 * the answer carries (isoText, decision 130).
 */
export const REVIEW_COLUMNS = sql`r.id, r.service_id, r.user_id, r.rating::int as rating,
  r.review, ${isoText('r.created_at')} as created_at, r.reply_text,
  ${isoText('r.reply_created_at')} as reply_created_at,
  ${isoText('r.reply_updated_at')} as reply_updated_at,
  u.role_id::int as role_id, u.business_name, u.first_name, u.last_name`;

export type ReviewRow = {
  id: number;
  service_id: number;
  user_id: number;
  rating: number;
  review: string;
  created_at: unknown;
  reply_text: string | null;
  reply_created_at: unknown;
  reply_updated_at: unknown;
  role_id: number;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  label: ReviewItem['label'];
};

/** A review answer (the spec's `Seller` and `reviewer_name` are the reviewer's display name). */
export function reviewItemOf(r: ReviewRow): ReviewItem {
  const name = reviewerName({
    roleId: r.role_id,
    businessName: r.business_name,
    firstName: r.first_name,
    lastName: r.last_name,
  });
  return {
    id: r.id,
    service_id: r.service_id,
    user_id: r.user_id,
    rating: r.rating,
    review: r.review,
    created_at: toIso(r.created_at),
    Seller: name,
    reviewer_name: name,
    label: r.label,
    reply:
      r.reply_text === null
        ? null
        : {
            text: r.reply_text,
            created_at: toIso(r.reply_created_at),
            updated_at: r.reply_updated_at === null ? null : toIso(r.reply_updated_at),
          },
  };
}
