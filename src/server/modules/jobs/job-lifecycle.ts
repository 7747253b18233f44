import { and, eq, sql, type SQL } from 'drizzle-orm';

import { AUTO_CONFIRM_DAYS, JOB_TEXTS } from '#shared/api/jobs.ts';
import { accountName, greetingName } from '#shared/domain/names.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows, type QueryRunner } from '../../db/query.ts';
import { jobInvites, jobQuotes, jobs, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { completedEmail, doneEmail, expiredEmail } from './job-emails.ts';

/**
 * A job's time-based and end-of-job changes (issue 26 §3, decision 131): expiry 30 days after
 * posting without a hire, automatic confirmation 7 days after the provider marked it done,
 * the provider's "done" and the member's "confirm". Time comes from the app's clock.
 */
export type LifecycleDeps = {
  db: Db;
  config: Pick<Config, 'siteName' | 'publicUrl'>;
  now: () => number;
  /** The hot-read runner of the read routes (prepared statements), for the settle check. */
  query?: QueryRunner;
};

export const conflict = (message: string) => new AppError('CONFLICT', message);

/** When a read last found nothing due, per database, by the app's clock (decision 139). */
const nothingDueAt = new WeakMap<Db, number>();
const READ_SETTLE_MS = 1000;

/**
 * settleDueJobs before a read: at most one look a second per process while nothing is due. A job
 * falls due only as time passes (30 days after posting, 7 after "done"), so a read shows it
 * settled at most a second late; writes still look every time.
 */
export async function settleDueJobsForRead(deps: LifecycleDeps): Promise<void> {
  const now = deps.now();
  const last = nothingDueAt.get(deps.db);
  if (last !== undefined && now >= last && now - last < READ_SETTLE_MS) return;
  if ((await settleDueJobs(deps)) === 0) nothingDueAt.set(deps.db, now);
}

/**
 * Applies the transitions that are due: open jobs past their expiry become `expired` (their
 * quotes `lost`), and jobs marked done 7 days ago become `completed` (both sides emailed).
 * Idempotent; run lazily before each jobs call and by the periodic sweep. Answers the count.
 */
export async function settleDueJobs(deps: LifecycleDeps): Promise<number> {
  const now = new Date(deps.now());
  const nowText = now.toISOString();
  const doneBefore = new Date(now.getTime() - AUTO_CONFIRM_DAYS * 86_400_000).toISOString();
  const expiring = sql`state = 'open' and expires_at <= ${nowText}::timestamptz`;
  const confirming = sql`state = 'hired' and done_at is not null
    and done_at <= ${doneBefore}::timestamptz`;
  // Nothing due (the usual case): one index-only look, no transaction.
  const run = deps.query ?? (<T>(q: SQL) => queryRows<T>(deps.db, q));
  const [due] = await run<{ due: boolean }>(
    sql`select exists (select 1 from jobs where ${expiring})
          or exists (select 1 from jobs where ${confirming}) as due`,
  );
  if (!due?.due) return 0;
  return deps.db.transaction(async (tx) => {
    // Rows another call is settling are skipped (no waits, no deadlocks between sweeps).
    const expired = await tx
      .update(jobs)
      .set({ state: 'expired' })
      .where(
        sql`${jobs.id} in (select id from jobs where ${expiring} order by id for update skip locked)`,
      )
      .returning();
    for (const job of expired) {
      const [member] = await tx.select().from(users).where(eq(users.id, job.memberId));
      if (member) {
        await enqueueEmail(tx, {
          to: member.email,
          ...expiredEmail(deps.config, { memberName: greetingName(member), job }),
        });
      }
      await tx
        .update(jobQuotes)
        .set({ state: 'lost' })
        .where(and(eq(jobQuotes.jobId, job.id), eq(jobQuotes.state, 'submitted')));
    }
    const confirmed = await tx
      .update(jobs)
      .set({ state: 'completed', completedAt: sql`${jobs.doneAt} + interval '7 days'` })
      .where(
        sql`${jobs.id} in (select id from jobs where ${confirming} order by id for update skip locked)`,
      )
      .returning();
    for (const job of confirmed) await emailCompleted(tx, deps, job, true);
    if (expired.length + confirmed.length > 0) wakeOutbox();
    return expired.length + confirmed.length;
  });
}

async function emailCompleted(
  tx: Tx,
  deps: Pick<LifecycleDeps, 'config'>,
  job: typeof jobs.$inferSelect,
  automatic: boolean,
): Promise<void> {
  const ids = [job.memberId, job.hiredProviderId].filter((v): v is number => v !== null);
  for (const id of ids) {
    const [user] = await tx.select().from(users).where(eq(users.id, id));
    if (!user) continue;
    await enqueueEmail(tx, {
      to: user.email,
      ...completedEmail(deps.config, { name: greetingName(user), job, automatic }),
    });
  }
}

/** The job locked for a change, or a 404 when the user is not `side` of it. */
async function lockJob(tx: Tx, jobId: number) {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  if (!job) throw notFound(JOB_TEXTS.notFound);
  return job;
}

/** POST /api/jobs/{id}/complete: the hired provider marks the job done. */
export async function markDone(deps: LifecycleDeps, userId: number, jobId: number): Promise<void> {
  await settleDueJobs(deps);
  const now = new Date(deps.now());
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (job.memberId === userId) throw conflict(JOB_TEXTS.notHired);
    if (job.hiredProviderId !== userId) {
      const [invited] = await tx
        .select({ id: jobInvites.id })
        .from(jobInvites)
        .where(and(eq(jobInvites.jobId, jobId), eq(jobInvites.providerId, userId)));
      if (!invited) throw notFound(JOB_TEXTS.notFound);
      throw new AppError('FORBIDDEN', JOB_TEXTS.notHired);
    }
    if (job.state !== 'hired' || job.doneAt !== null) throw conflict(JOB_TEXTS.notCompletable);
    await tx.update(jobs).set({ doneAt: now }).where(eq(jobs.id, jobId));
    const [[member], [provider]] = await Promise.all([
      tx.select().from(users).where(eq(users.id, job.memberId)),
      tx.select().from(users).where(eq(users.id, userId)),
    ]);
    if (member && provider) {
      await enqueueEmail(tx, {
        to: member.email,
        ...doneEmail(deps.config, {
          memberName: greetingName(member),
          providerName: accountName(provider),
          job,
        }),
      });
    }
  });
  wakeOutbox();
}

/** POST /api/jobs/{id}/confirm: the member confirms a job the provider marked done. */
export async function confirmDone(
  deps: LifecycleDeps,
  userId: number,
  jobId: number,
): Promise<void> {
  await settleDueJobs(deps);
  const now = new Date(deps.now());
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (job.memberId !== userId) throw notFound(JOB_TEXTS.notFound);
    if (job.state !== 'hired' || job.doneAt === null) throw conflict(JOB_TEXTS.notConfirmable);
    const [after] = await tx
      .update(jobs)
      .set({ state: 'completed', completedAt: now })
      .where(eq(jobs.id, jobId))
      .returning();
    await emailCompleted(tx, deps, after!, false);
  });
  wakeOutbox();
}
