import { and, eq, ne, sql } from 'drizzle-orm';

import { JOB_TEXTS, type DeclineReason } from '#shared/api/jobs.ts';
import { accountName, greetingName } from '#shared/domain/names.ts';
import type { Tx } from '../../db/client.ts';
import { jobInvites, jobQuotes, jobs, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import type { EmailContent } from '../../platform/mail/mail-templates.ts';
import { declinedEmail, hiredEmail, quoteReceivedEmail, wentElsewhereEmail } from './job-emails.ts';
import { conflict, settleDueJobs, type LifecycleDeps } from './job-lifecycle.ts';

/**
 * Quotes (issue 26 §2, §4): only an invited provider quotes (403 otherwise), once per job,
 * revisable (and so renewed) until accepted; the member accepts an unexpired quote on an open
 * job. The job row is locked for every change, so two accepts at once are serialized: the
 * second finds the job hired and is refused (decision 131).
 */
export type QuoteInput = {
  kind: 'fixed' | 'range';
  amountCents: number;
  amountMaxCents: number | undefined;
  includes: string;
  earliestStart: string;
  validDays: number;
  message: string;
};

const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** The job locked, and the provider's invite to it; a job they were not invited to: 403/404. */
async function lockForProvider(tx: Tx, providerId: number, jobId: number) {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  if (!job) throw notFound(JOB_TEXTS.notFound);
  const [invite] = await tx
    .select()
    .from(jobInvites)
    .where(and(eq(jobInvites.jobId, jobId), eq(jobInvites.providerId, providerId)));
  if (!invite) throw forbidden(JOB_TEXTS.notInvited);
  return { job, invite };
}

/**
 * Emails the job's member what the provider did (`email` writes it from their names), when both
 * accounts are still there.
 */
async function emailMember(
  tx: Tx,
  memberId: number,
  providerId: number,
  email: (names: { memberName: string; providerName: string }) => EmailContent,
): Promise<void> {
  const [[member], [provider]] = await Promise.all([
    tx.select().from(users).where(eq(users.id, memberId)),
    tx.select().from(users).where(eq(users.id, providerId)),
  ]);
  if (!member || !provider) return;
  await enqueueEmail(tx, {
    to: member.email,
    ...email({ memberName: greetingName(member), providerName: accountName(provider) }),
  });
}

/** POST /api/jobs/{id}/quotes: a new quote, or the revision of one not accepted yet. */
export async function submitQuote(
  deps: LifecycleDeps,
  providerId: number,
  jobId: number,
  input: QuoteInput,
): Promise<{ id: number; revised: boolean }> {
  await settleDueJobs(deps);
  const now = new Date(deps.now());
  const outcome = await deps.db.transaction(async (tx) => {
    const { job, invite } = await lockForProvider(tx, providerId, jobId);
    if (job.state !== 'open') throw conflict(JOB_TEXTS.jobNotOpen);
    if (invite.state === 'declined') throw conflict(JOB_TEXTS.alreadyDeclined);
    const values = {
      kind: input.kind,
      amountCents: input.amountCents,
      amountMaxCents: input.kind === 'range' ? (input.amountMaxCents ?? null) : null,
      includes: input.includes,
      earliestStart: input.earliestStart,
      validDays: input.validDays,
      validUntil: new Date(now.getTime() + input.validDays * 86_400_000),
      message: input.message,
      updatedAt: now,
    };
    const [existing] = await tx
      .select()
      .from(jobQuotes)
      .where(and(eq(jobQuotes.jobId, jobId), eq(jobQuotes.providerId, providerId)));
    let id: number;
    if (existing) {
      if (existing.state !== 'submitted') throw conflict(JOB_TEXTS.quoteAccepted);
      await tx.update(jobQuotes).set(values).where(eq(jobQuotes.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(jobQuotes)
        .values({
          ...values,
          jobId,
          inviteId: invite.id,
          serviceId: invite.serviceId,
          providerId,
          createdAt: now,
        })
        .returning({ id: jobQuotes.id });
      id = row!.id;
    }
    await tx
      .update(jobInvites)
      .set({ state: 'quoted', answeredAt: now })
      .where(eq(jobInvites.id, invite.id));
    await emailMember(tx, job.memberId, providerId, (names) =>
      quoteReceivedEmail(deps.config, { ...names, job, revised: existing !== undefined }),
    );
    return { id, revised: existing !== undefined };
  });
  wakeOutbox();
  return outcome;
}

/** POST /api/jobs/{id}/decline: the invited provider declines (not after quoting). */
export async function declineInvite(
  deps: LifecycleDeps,
  providerId: number,
  jobId: number,
  reason: DeclineReason,
): Promise<void> {
  await settleDueJobs(deps);
  const now = new Date(deps.now());
  await deps.db.transaction(async (tx) => {
    const { job, invite } = await lockForProvider(tx, providerId, jobId);
    if (job.state !== 'open') throw conflict(JOB_TEXTS.jobNotOpen);
    if (invite.state === 'declined') throw conflict(JOB_TEXTS.alreadyDeclined);
    if (invite.state === 'quoted') throw conflict('You already sent a quote for this job.');
    await tx
      .update(jobInvites)
      .set({ state: 'declined', declineReason: reason, answeredAt: now })
      .where(eq(jobInvites.id, invite.id));
    await emailMember(tx, job.memberId, providerId, (names) =>
      declinedEmail(deps.config, { ...names, job }),
    );
  });
  wakeOutbox();
}

/**
 * POST /api/quotes/{id}/accept: the member hires. The job becomes hired, the quote accepted,
 * the others lost; the hired provider and the other invited providers (not declined) are told.
 */
export async function acceptQuote(
  deps: LifecycleDeps,
  memberId: number,
  quoteId: number,
): Promise<number> {
  await settleDueJobs(deps);
  const now = new Date(deps.now());
  const jobId = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(jobQuotes).where(eq(jobQuotes.id, quoteId));
    if (!found) throw notFound(JOB_TEXTS.quoteNotFound);
    // The job first: every change of a job and its quotes locks the job row.
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, found.jobId)).for('update');
    if (!job || job.memberId !== memberId) throw notFound(JOB_TEXTS.quoteNotFound);
    if (job.state === 'hired' || job.state === 'completed') throw conflict(JOB_TEXTS.alreadyHired);
    if (job.state !== 'open') throw conflict(JOB_TEXTS.jobNotOpen);
    const [quote] = await tx.select().from(jobQuotes).where(eq(jobQuotes.id, quoteId));
    if (!quote || quote.state !== 'submitted') throw conflict(JOB_TEXTS.jobNotOpen);
    if (quote.validUntil.getTime() <= now.getTime()) throw conflict(JOB_TEXTS.quoteExpired);
    await tx
      .update(jobs)
      .set({
        state: 'hired',
        hiredAt: now,
        hiredServiceId: quote.serviceId,
        hiredProviderId: quote.providerId,
      })
      .where(eq(jobs.id, job.id));
    await tx.update(jobQuotes).set({ state: 'accepted' }).where(eq(jobQuotes.id, quote.id));
    await tx
      .update(jobQuotes)
      .set({ state: 'lost' })
      .where(and(eq(jobQuotes.jobId, job.id), ne(jobQuotes.id, quote.id)));
    const [member] = await tx.select().from(users).where(eq(users.id, memberId));
    const invited = await tx
      .select({ user: users })
      .from(jobInvites)
      .innerJoin(users, eq(users.id, jobInvites.providerId))
      .where(and(eq(jobInvites.jobId, job.id), sql`${jobInvites.state} <> 'declined'`));
    for (const { user } of invited) {
      const providerName = accountName(user);
      const email =
        user.id === quote.providerId
          ? hiredEmail(deps.config, { providerName, memberName: greetingName(member!), job })
          : wentElsewhereEmail(deps.config, { providerName, job });
      await enqueueEmail(tx, { to: user.email, ...email });
    }
    return job.id;
  });
  wakeOutbox();
  return jobId;
}
