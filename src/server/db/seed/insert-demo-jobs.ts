import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../client.ts';
import { queryRows } from '../query.ts';
import { jobInvites, jobQuotes, jobs, reviews } from '../schema/index.ts';

/**
 * The demo jobs (issue 26 §5): the demo customer's open, quoted, hired and completed jobs in
 * the suburb of the demo provider's first service, each with its invites and quotes (the demo
 * provider and up to three other services of that sub category covering the suburb), and a
 * verified-hire review of the completed one. Deterministic for a given `now`. Answers the count.
 */
type Svc = {
  id: number;
  added_by_id: number;
  sub_category_id: number;
  city: string;
  suburb: string;
};

const DAY = 86_400_000;

type Ctx = { db: Db; now: Date; member: number; base: Svc };
type InviteState = 'invited' | 'viewed' | 'quoted' | 'declined';
type QuoteState = 'submitted' | 'accepted' | 'lost';

const at = (ctx: Ctx, days: number) => new Date(ctx.now.getTime() - days * DAY);

async function addJob(
  ctx: Ctx,
  values: Partial<typeof jobs.$inferInsert> & { title: string; daysAgo: number },
): Promise<number> {
  const { daysAgo, ...rest } = values;
  const [row] = await ctx.db
    .insert(jobs)
    .values({
      memberId: ctx.member,
      subCategoryId: ctx.base.sub_category_id,
      city: ctx.base.city,
      suburb: ctx.base.suburb,
      description:
        'The kitchen mixer tap drips all day and the cold water valve under the sink is stiff. Happy to be flexible on time.',
      timing: 'two_weeks',
      budget: '500_2000',
      createdAt: at(ctx, daysAgo),
      expiresAt: new Date(at(ctx, daysAgo).getTime() + 30 * DAY),
      ...rest,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

async function addInvite(
  ctx: Ctx,
  jobId: number,
  s: Svc,
  state: InviteState,
  daysAgo: number,
): Promise<number> {
  const [row] = await ctx.db
    .insert(jobInvites)
    .values({
      jobId,
      serviceId: s.id,
      providerId: s.added_by_id,
      state,
      createdAt: at(ctx, daysAgo),
      viewedAt: state === 'invited' ? null : at(ctx, daysAgo - 0.1),
      answeredAt: state === 'quoted' || state === 'declined' ? at(ctx, daysAgo - 0.5) : null,
      declineReason: state === 'declined' ? 'too_busy' : null,
    })
    .returning({ id: jobInvites.id });
  return row!.id;
}

/** An invite answered with a quote (odd amounts are ranges). */
async function addQuote(
  ctx: Ctx,
  jobId: number,
  s: Svc,
  cents: number,
  daysAgo: number,
  state: QuoteState = 'submitted',
): Promise<void> {
  const inviteId = await addInvite(ctx, jobId, s, 'quoted', daysAgo + 1);
  const range = cents % 2 === 1;
  await ctx.db.insert(jobQuotes).values({
    jobId,
    inviteId,
    serviceId: s.id,
    providerId: s.added_by_id,
    kind: range ? 'range' : 'fixed',
    amountCents: cents,
    amountMaxCents: range ? cents + 15_000 : null,
    includes: 'Parts, labour and call-out; old fittings taken away.',
    earliestStart: at(ctx, daysAgo - 3)
      .toISOString()
      .slice(0, 10),
    validDays: 14,
    validUntil: new Date(at(ctx, daysAgo).getTime() + 14 * DAY),
    message: 'Thanks for the clear description and photos.',
    state,
    createdAt: at(ctx, daysAgo),
    updatedAt: at(ctx, daysAgo),
  });
}

/** An open job with two invitations waiting, and an open one with quotes to compare. */
async function openJobs(ctx: Ctx, others: Svc[]): Promise<void> {
  const [o0, o1] = others;
  const open = await addJob(ctx, { title: 'Replace a leaking kitchen mixer tap', daysAgo: 1 });
  await addInvite(ctx, open, ctx.base, 'invited', 1);
  if (o0) await addInvite(ctx, open, o0, 'viewed', 1);
  const quoted = await addJob(ctx, {
    title: 'Fix a running toilet cistern',
    daysAgo: 4,
    timing: 'flexible',
  });
  await addQuote(ctx, quoted, ctx.base, 22_000, 2);
  if (o0) await addQuote(ctx, quoted, o0, 18_501, 2);
  if (o1) await addInvite(ctx, quoted, o1, 'declined', 3);
}

/** A hired job (the demo provider's quote) and a completed one with a verified-hire review. */
async function endedJobs(ctx: Ctx, others: (Svc & { reviewed: boolean })[]): Promise<void> {
  const base = ctx.base;
  const [o0] = others;
  const hired = await addJob(ctx, {
    title: 'Install an outdoor tap by the garden',
    daysAgo: 10,
    state: 'hired',
    hiredAt: at(ctx, 6),
    hiredServiceId: base.id,
    hiredProviderId: base.added_by_id,
  });
  await addQuote(ctx, hired, base, 34_000, 8, 'accepted');
  if (o0) await addQuote(ctx, hired, o0, 39_001, 8, 'lost');
  const pick = others.find((s) => !s.reviewed) ?? null;
  const hire = pick ?? base;
  const completed = await addJob(ctx, {
    title: 'Replace the hot water cylinder valve',
    daysAgo: 25,
    state: 'completed',
    hiredAt: at(ctx, 22),
    hiredServiceId: hire.id,
    hiredProviderId: hire.added_by_id,
    doneAt: at(ctx, 15),
    completedAt: at(ctx, 14),
  });
  await addQuote(ctx, completed, hire, 48_000, 23, 'accepted');
  // The customer's review of the hired service: new, or their earlier one now from this hire.
  const inserted = await ctx.db
    .insert(reviews)
    .values({
      serviceId: hire.id,
      userId: ctx.member,
      rating: 5,
      review: 'Hired through a Kiwi Services job: clear quote, on time, tidy work.',
      jobId: completed,
      createdAt: at(ctx, 13),
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (inserted.length === 0) {
    await ctx.db
      .update(reviews)
      .set({ jobId: completed })
      .where(and(eq(reviews.serviceId, hire.id), eq(reviews.userId, ctx.member)));
  }
}

export async function insertDemoJobs(
  db: Db,
  now: Date,
  ids: { member: number | undefined; provider: number | undefined },
): Promise<number> {
  if (ids.member === undefined || ids.provider === undefined) return 0;
  const [base] = await queryRows<Svc>(
    db,
    sql`select id, added_by_id, sub_category_id, city, suburb from services
        where added_by_id = ${ids.provider} and status = 'approved' and is_listed
        order by id limit 1`,
  );
  if (!base) return 0;
  const others = await queryRows<Svc & { reviewed: boolean }>(
    db,
    sql`select s.id, s.added_by_id, s.sub_category_id, s.city, s.suburb,
          exists (select 1 from reviews r where r.service_id = s.id and r.user_id = ${ids.member}) as reviewed
        from services s
        where s.sub_category_id = ${base.sub_category_id} and s.status = 'approved' and s.is_listed
          and s.added_by_id not in (${ids.member}, ${ids.provider})
          and s.coverage && array[${`${base.city}/${base.suburb}`}, ${base.city}]::text[]
        order by s.rating_avg desc, s.id limit 3`,
  );
  const ctx: Ctx = { db, now, member: ids.member, base };
  await openJobs(ctx, others);
  await endedJobs(ctx, others);
  return 4;
}
