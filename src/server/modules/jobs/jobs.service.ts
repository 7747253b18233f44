import { and, eq, inArray, sql } from 'drizzle-orm';

import {
  INVITES_AT_ONCE_MAX,
  INVITES_TOTAL_MAX,
  JOB_EXPIRY_DAYS,
  JOB_TEXTS,
  OPEN_JOBS_MAX,
  type Job,
  type JobInvite,
} from '#shared/api/jobs.ts';
import { accountName, fullName } from '#shared/domain/names.ts';
import { findCity, findSuburb } from '#shared/locations.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import {
  jobInvites,
  jobQuotes,
  jobs,
  subCategories,
  users,
  type StoredJobPhoto,
} from '../../db/schema/index.ts';
import { publicService } from '../../db/visibility.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { openConversation, publishMessage } from '../conversations/conversations.service.ts';
import { cancelledEmail, invitationEmail } from './job-emails.ts';
import { conflict, settleDueJobs, type LifecycleDeps } from './job-lifecycle.ts';
import { answerCutoff, findJob } from './job-views.ts';

/**
 * Posting a job, inviting providers and cancelling (issue 26 §1, §4; decision 131). Every rule
 * is checked here, in the transaction that writes, with the job (or the member) row locked.
 */
export type JobDeps = LifecycleDeps & {
  storage: Storage;
  changes: Pick<ChangeBus, 'publish'>;
};

export type JobInput = {
  subCategoryId: number;
  city: string;
  suburb: string;
  title: string;
  description: string;
  timing: Job['timing'];
  startDate: string | undefined;
  budget: Job['budget'] | undefined;
  photos: StoredJobPhoto[];
  serviceId: number | undefined;
};

/** The canonical city and suburb of the job, or a 400. */
export function checkPlace(city: string, suburb: string): { city: string; suburb: string } {
  const found = findCity(city);
  if (!found)
    throw badRequest('Please choose a city from the list', { city: ['is not a known city'] });
  const sub = findSuburb(found.name, suburb);
  if (!sub) {
    throw badRequest('Please choose a suburb from the list', {
      suburb: [`is not a suburb of ${found.name}`],
    });
  }
  return { city: found.name, suburb: sub };
}

/** POST /api/jobs: a new open job (at most 5 open per member), and the pre-invited service. */
export async function postJob(deps: JobDeps, memberId: number, input: JobInput): Promise<number> {
  await settleDueJobs(deps);
  const place = checkPlace(input.city, input.suburb);
  const now = new Date(deps.now());
  const invited: InviteMail[] = [];
  const id = await deps.db.transaction(async (tx) => {
    // One member's jobs are counted and written one at a time.
    const [member] = await tx.select().from(users).where(eq(users.id, memberId)).for('update');
    if (!member) throw notFound('Account not found');
    const [sub] = await tx
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(and(eq(subCategories.id, input.subCategoryId), eq(subCategories.isActive, true)));
    if (!sub) {
      throw badRequest('Please choose a kind of work from the list', {
        subCategory_id: ['is not a known sub category'],
      });
    }
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.memberId, memberId), eq(jobs.state, 'open')));
    if ((open?.n ?? 0) >= OPEN_JOBS_MAX) throw conflict(JOB_TEXTS.tooManyOpenJobs);
    const [row] = await tx
      .insert(jobs)
      .values({
        memberId,
        subCategoryId: sub.id,
        city: place.city,
        suburb: place.suburb,
        title: input.title,
        description: input.description,
        timing: input.timing,
        startDate: input.timing === 'date' ? (input.startDate ?? null) : null,
        budget: input.budget ?? null,
        photos: input.photos,
        createdAt: now,
        expiresAt: new Date(now.getTime() + JOB_EXPIRY_DAYS * 86_400_000),
      })
      .returning();
    if (input.serviceId !== undefined) {
      invited.push(...(await inviteLocked(tx, deps, row!, member, [input.serviceId], now)));
    }
    return row!.id;
  });
  afterInvites(deps, invited);
  return id;
}

type InviteMail = { conversationId: number; memberId: number; providerId: number };

function afterInvites(deps: JobDeps, invited: InviteMail[]): void {
  if (invited.length === 0) return;
  wakeOutbox();
  for (const i of invited) {
    publishMessage(deps.changes, {
      id: i.conversationId,
      memberId: i.memberId,
      providerId: i.providerId,
    });
  }
}

/** The member's job, locked, or a 404 (a stranger never learns it exists). */
async function lockOwnJob(tx: Tx, memberId: number, jobId: number) {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  if (!job || job.memberId !== memberId) throw notFound(JOB_TEXTS.notFound);
  return job;
}

type EligibleRow = {
  id: number;
  title: string;
  sub_category_id: number;
  added_by_id: number;
  covers: boolean;
  available: boolean;
  email: string;
  role_id: number;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  username: string;
};

/** The invited services, each checked (404, 400 with a message, 409 for a repeat). */
async function eligibleServices(
  tx: Tx,
  job: typeof jobs.$inferSelect,
  memberId: number,
  ids: number[],
): Promise<{ byId: Map<number, EligibleRow>; providers: Set<number> }> {
  const keys = [`${job.city}/${job.suburb}`, job.city];
  const rows = await queryRows<EligibleRow>(
    tx,
    sql`select s.id, s.title, s.sub_category_id, s.added_by_id,
          s.coverage && array[${keys[0]}, ${keys[1]}]::text[] as covers,
          (${publicService('s')} and not u.is_suspended) as available,
          u.email, u.role_id::int as role_id, u.first_name, u.last_name, u.business_name,
          u.username
        from services s join users u on u.id = s.added_by_id
        where s.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const providers = new Set<number>();
  for (const id of ids) {
    const s = byId.get(id);
    const field = (m: string) => ({ service_ids: [m] });
    if (!s) throw notFound(JOB_TEXTS.serviceNotFound);
    if (s.added_by_id === memberId)
      throw badRequest(JOB_TEXTS.inviteSelf, field(JOB_TEXTS.inviteSelf));
    if (!s.available) throw badRequest(JOB_TEXTS.notAvailable, field(JOB_TEXTS.notAvailable));
    if (s.sub_category_id !== job.subCategoryId) {
      throw badRequest(JOB_TEXTS.wrongSubCategory, field(JOB_TEXTS.wrongSubCategory));
    }
    if (!s.covers) throw badRequest(JOB_TEXTS.notCovering, field(JOB_TEXTS.notCovering));
    if (providers.has(s.added_by_id)) throw conflict(JOB_TEXTS.alreadyInvited);
    providers.add(s.added_by_id);
  }
  return { byId, providers };
}

/**
 * Invites services to a locked open job: at most 3 outstanding (invited or viewed, and sent
 * less than 48 h ago) and 5 in all; each service approved and listed (its owner's subscription
 * is active), in the job's sub category, covering its suburb (decision 116), not the member's
 * own, its provider not invited yet. Each invite opens (or continues) the member–service
 * conversation and emails the provider through the outbox.
 */
async function inviteLocked(
  tx: Tx,
  deps: JobDeps,
  job: typeof jobs.$inferSelect,
  member: typeof users.$inferSelect,
  serviceIds: number[],
  now: Date,
): Promise<InviteMail[]> {
  if (job.state !== 'open') throw conflict(JOB_TEXTS.jobNotOpen);
  const ids = [...new Set(serviceIds)];
  const cutoff = answerCutoff(now).toISOString();
  const [counts] = await queryRows<{ total: number; outstanding: number }>(
    tx,
    sql`select count(*)::int as total,
          (count(*) filter (where state in ('invited', 'viewed')
                              and created_at > ${cutoff}::timestamptz))::int as outstanding
        from job_invites where job_id = ${job.id}`,
  );
  if ((counts?.total ?? 0) + ids.length > INVITES_TOTAL_MAX) {
    throw conflict(JOB_TEXTS.tooManyInvites);
  }
  if ((counts?.outstanding ?? 0) + ids.length > INVITES_AT_ONCE_MAX) {
    throw conflict(JOB_TEXTS.tooManyInvitesAtOnce);
  }
  const { byId, providers } = await eligibleServices(tx, job, member.id, ids);
  const already = await tx
    .select({ id: jobInvites.id })
    .from(jobInvites)
    .where(and(eq(jobInvites.jobId, job.id), inArray(jobInvites.providerId, [...providers])));
  if (already.length > 0) throw conflict(JOB_TEXTS.alreadyInvited);
  const memberName = fullName(member) || accountName(member);
  const mails: InviteMail[] = [];
  for (const id of ids) {
    const s = byId.get(id)!;
    const conversation = await openConversation(tx, deps, {
      memberId: member.id,
      providerId: s.added_by_id,
      serviceId: s.id,
      body: `I would like a quote for my job "${job.title}" in ${job.suburb}. The details are in your job requests.`,
    });
    await tx.insert(jobInvites).values({
      jobId: job.id,
      serviceId: s.id,
      providerId: s.added_by_id,
      conversationId: conversation.id,
      createdAt: now,
    });
    await enqueueEmail(tx, {
      to: s.email,
      ...invitationEmail(deps.config, {
        providerName: accountName({
          roleId: s.role_id,
          businessName: s.business_name,
          firstName: s.first_name,
          lastName: s.last_name,
          username: s.username,
        }),
        memberName,
        job,
      }),
    });
    mails.push({ conversationId: conversation.id, memberId: member.id, providerId: s.added_by_id });
  }
  return mails;
}

/** POST /api/jobs/{id}/invites. */
export async function inviteServices(
  deps: JobDeps,
  memberId: number,
  jobId: number,
  serviceIds: number[],
): Promise<void> {
  await settleDueJobs(deps);
  const now = new Date(deps.now());
  const invited = await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, memberId, jobId);
    const [member] = await tx.select().from(users).where(eq(users.id, memberId));
    return inviteLocked(tx, deps, job, member!, serviceIds, now);
  });
  afterInvites(deps, invited);
}

/** POST /api/jobs/{id}/cancel: the member cancels an open job; invited providers are told. */
export async function cancelJob(
  deps: JobDeps,
  memberId: number,
  jobId: number,
  reason: string,
): Promise<void> {
  await settleDueJobs(deps);
  const now = new Date(deps.now());
  await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, memberId, jobId);
    if (job.state !== 'open') throw conflict(JOB_TEXTS.jobNotOpen);
    await closeOpenJob(tx, deps, job, reason, now);
  });
  wakeOutbox();
}

/**
 * Cancels an open job, locked by the caller: its submitted quotes are lost and every provider
 * who did not decline is told (the member's cancel, or an admin's removal).
 */
export async function closeOpenJob(
  tx: Tx,
  deps: Pick<JobDeps, 'config'>,
  job: { id: number; title: string },
  reason: string,
  now: Date,
  options: { removed?: boolean } = {},
): Promise<void> {
  await tx
    .update(jobs)
    .set({ state: 'cancelled', cancelledAt: now, cancelReason: reason })
    .where(eq(jobs.id, job.id));
  await tx
    .update(jobQuotes)
    .set({ state: 'lost' })
    .where(and(eq(jobQuotes.jobId, job.id), eq(jobQuotes.state, 'submitted')));
  const told = await tx
    .select({ user: users })
    .from(jobInvites)
    .innerJoin(users, eq(users.id, jobInvites.providerId))
    .where(and(eq(jobInvites.jobId, job.id), sql`${jobInvites.state} <> 'declined'`));
  for (const { user } of told) {
    await enqueueEmail(tx, {
      to: user.email,
      ...cancelledEmail(deps.config, {
        providerName: accountName(user),
        job,
        removed: options.removed ?? false,
      }),
    });
  }
}

/** The job for an answer, after a change (it exists: the change found it). */
export async function jobAnswer(deps: JobDeps, jobId: number): Promise<Job> {
  const view = await findJob({ db: deps.db, storage: deps.storage }, jobId);
  if (!view) throw notFound(JOB_TEXTS.notFound);
  return view.job;
}

export type { JobInvite };
/** The periodic sweep of due transitions (main.ts), for the jobs nobody reads. */
export { settleDueJobs };
