import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { jobInvites, jobs, outboxEmails, services, users } from '../../db/schema/index.ts';
import {
  insertCatalogue,
  insertProvider,
  insertProviderService,
  insertService,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { pngBytes } from '#tests/helpers/http.ts';
import { manualClock } from '#tests/helpers/manual-clock.ts';
import { serviceForm } from '#tests/helpers/service-form.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { useTestApp, type Session } from '#tests/helpers/use-test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Jobs and quotes (issue 26): one test per rule of §4, and the states of §3. */
describe.each(testDbKinds)('jobs on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;
  const clock = manualClock(Date.now());
  beforeAll(() => {
    t.app.deps.now = clock.now;
  });

  const { call } = t;

  /** A member, and five providers each with an approved service in one sub category. */
  async function scene(providerCount = 5) {
    const { category, subCategory, refs } = await insertCatalogue(db());
    const member = await insertUser(db(), { firstName: 'Aroha', lastName: 'Ngata' });
    const session = await sessionCookie(db(), member.id);
    const providers = [];
    for (let i = 0; i < providerCount; i++) {
      providers.push(await insertProviderService(db(), refs));
    }
    return { category, subCategory, refs, member, session, providers };
  }

  type Scene = Awaited<ReturnType<typeof scene>>;

  const jobFields = (s: Scene, extra: object = {}) => ({
    subCategory_id: s.subCategory.id,
    city: 'Auckland',
    suburb: 'Ponsonby',
    title: 'Fix a leaking kitchen tap',
    description: 'The kitchen mixer tap drips all day and the seal looks worn.',
    timing: 'two_weeks',
    budget: 'under_500',
    ...extra,
  });

  async function postJob(s: Scene, extra: object = {}): Promise<number> {
    const res = await call('POST', '/api/jobs', s.session, jobFields(s, extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ job: { id: number } }>().job.id;
  }

  const invite = (s: Scene, jobId: number, serviceIds: number[]) =>
    call('POST', `/api/jobs/${jobId}/invites`, s.session, { service_ids: serviceIds });

  const quoteBody = {
    kind: 'fixed',
    amount_cents: 34_500,
    includes: 'New cartridge, labour and call-out',
    earliest_start: '2026-12-07',
    message: 'Happy to help',
  };
  const quote = (session: Session, jobId: number, body: object = quoteBody) =>
    call('POST', `/api/jobs/${jobId}/quotes`, session, body);

  it('posts a job with photos (multipart), lists it and shows it to its member', async () => {
    const s = await scene(1);
    const png = await pngBytes(1600, 1200);
    const fields = Object.fromEntries(Object.entries(jobFields(s)).map(([k, v]) => [k, String(v)]));
    const form = serviceForm(fields, [
      ['photos[]', { bytes: png, filename: 'tap.png', type: 'image/png' }],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { ...form.headers, ...s.session },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { job, success } = res.json();
    expect(success).toBe(true);
    expect(job).toMatchObject({
      state: 'open',
      city: 'Auckland',
      suburb: 'Ponsonby',
      timing: 'two_weeks',
      budget: 'under_500',
      member_name: 'Aroha N.',
    });
    expect(job.photos).toHaveLength(1);
    expect(job.photos[0].width).toBeLessThanOrEqual(1280);
    const list = (await call('GET', '/api/jobs', s.session)).json();
    expect(list).toMatchObject({ success: true, total: 1 });
    expect(list.jobs[0].id).toBe(job.id);
  });

  it('refuses bad input with a 400 and changes nothing (texts kept as plain text)', async () => {
    const s = await scene(1);
    const short = await call('POST', '/api/jobs', s.session, jobFields(s, { title: 'Tap' }));
    expect(short.statusCode).toBe(400);
    const noDate = await call('POST', '/api/jobs', s.session, jobFields(s, { timing: 'date' }));
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errors.start_date).toBeDefined();
    const place = await call('POST', '/api/jobs', s.session, jobFields(s, { suburb: 'Narnia' }));
    expect(place.statusCode).toBe(400);
    const fake = serviceForm(
      Object.fromEntries(Object.entries(jobFields(s)).map(([k, v]) => [k, String(v)])),
      [['photos[]', { bytes: Buffer.from('not an image'), filename: 'x.png', type: 'image/png' }]],
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { ...fake.headers, ...s.session },
      payload: fake.payload,
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect((await call('GET', '/api/jobs', s.session)).json().total).toBe(0);
    const html = '<script>alert(1)</script> please fix the fence gate';
    const id = await postJob(s, { description: html });
    const shown = (await call('GET', `/api/jobs/${id}`, s.session)).json();
    expect(shown.job.description).toBe(html);
  });

  it('allows at most 5 open jobs per member', async () => {
    const s = await scene(0);
    for (let i = 0; i < 5; i++) await postJob(s);
    const sixth = await call('POST', '/api/jobs', s.session, jobFields(s));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toMatch(/5 open jobs/);
  });

  it('a stranger reading a job gets 404; an anonymous caller 401', async () => {
    const s = await scene(1);
    const id = await postJob(s);
    const stranger = await insertUser(db());
    const res = await call('GET', `/api/jobs/${id}`, await sessionCookie(db(), stranger.id));
    expect(res.statusCode).toBe(404);
    expect((await call('GET', `/api/jobs/${id}`, null)).statusCode).toBe(401);
    // A provider who was not invited is a stranger too.
    const notInvited = await call('GET', `/api/jobs/${id}`, s.providers[0]!.session);
    expect(notInvited.statusCode).toBe(404);
  });

  it('suggests covering services; invites at most 3 at once and emails each provider', async () => {
    const s = await scene(5);
    const id = await postJob(s);
    const suggestions = (await call('GET', `/api/jobs/${id}/suggestions`, s.session)).json();
    expect(suggestions.services).toHaveLength(5);
    const ids = s.providers.map((p) => p.service.id);
    const four = await call('POST', `/api/jobs/${id}/invites`, s.session, {
      service_ids: ids.slice(0, 4),
    });
    expect(four.statusCode).toBe(400);
    const three = await invite(s, id, ids.slice(0, 3));
    expect(three.statusCode, three.body).toBe(200);
    expect(three.json().invites).toHaveLength(3);
    expect(three.json().invites[0]).toMatchObject({
      state: 'invited',
      conversation_id: expect.any(Number),
    });
    const fourth = await invite(s, id, [ids[3]!]);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toMatch(/at most 3 invitations/);
    const again = await invite(s, id, [ids[0]!]);
    expect(again.statusCode).toBe(409);
    const emails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'job_invitation'));
    const to = s.providers.slice(0, 3).map((p) => p.provider.email);
    expect(emails.filter((e) => to.includes(e.to))).toHaveLength(3);
    const counts = (await call('GET', '/api/jobs/counts', s.providers[0]!.session)).json();
    expect(counts).toMatchObject({ invitations: 1, total: 1 });
    const requests = (await call('GET', '/api/job-requests', s.providers[0]!.session)).json();
    expect(requests.requests[0]).toMatchObject({ job: { id }, invite: { state: 'invited' } });
  });

  it('refuses a provider who does not cover the suburb, another sub category, or oneself', async () => {
    const s = await scene(1);
    const id = await postJob(s, { suburb: 'Grey Lynn' });
    const far = await invite(s, id, [s.providers[0]!.service.id]);
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('This provider does not work in the suburb of the job.');
    // Covering the whole city is enough.
    await db()
      .update(services)
      .set({ serviceAreas: ['Auckland'] })
      .where(eq(services.id, s.providers[0]!.service.id));
    expect((await invite(s, id, [s.providers[0]!.service.id])).statusCode).toBe(200);
    const other = await insertCatalogue(db());
    const otherService = await insertService(db(), other.refs);
    const wrong = await invite(s, id, [otherService.id]);
    expect(wrong.statusCode).toBe(400);
    // A provider posting a job cannot invite their own service.
    const own = s.providers[0]!;
    const ownJob = await call('POST', '/api/jobs', own.session, jobFields(s));
    const ownId = ownJob.json().job.id as number;
    const self = await call('POST', `/api/jobs/${ownId}/invites`, own.session, {
      service_ids: [own.service.id],
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot invite your own service.');
  });

  it('refuses a provider without an active subscription (service not listed)', async () => {
    const s = await scene(1);
    const id = await postJob(s);
    await db()
      .update(services)
      .set({ isListed: false })
      .where(eq(services.id, s.providers[0]!.service.id));
    const res = await invite(s, id, [s.providers[0]!.service.id]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cannot take job requests/);
  });

  it('frees the place of a declined invite, or one unanswered 48 h, up to 5 in all', async () => {
    const s = await scene(5);
    const id = await postJob(s);
    const ids = s.providers.map((p) => p.service.id);
    expect((await invite(s, id, ids.slice(0, 3))).statusCode).toBe(200);
    const declined = await call('POST', `/api/jobs/${id}/decline`, s.providers[0]!.session, {
      reason: 'too_busy',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await invite(s, id, [ids[3]!])).statusCode).toBe(200);
    expect((await invite(s, id, [ids[4]!])).statusCode).toBe(409);
    clock.advance(48 * HOUR + 1000);
    const detail = (await call('GET', `/api/jobs/${id}`, s.session)).json();
    const states = detail.invites.map((i: { state: string }) => i.state);
    expect(states).toEqual(['declined', 'no_answer', 'no_answer', 'no_answer']);
    expect((await invite(s, id, [ids[4]!])).statusCode).toBe(200);
    // Five in all: no sixth, whatever the answers.
    const sixth = await insertProvider(db());
    const sixthService = await insertService(db(), { ...s.refs, addedById: sixth.id });
    clock.advance(48 * HOUR + 1000);
    const res = await invite(s, id, [sixthService.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/at most 5 providers/);
  });

  it('a quote only by an invited provider (403); one per provider, revisable; validated', async () => {
    const s = await scene(2);
    const id = await postJob(s);
    expect((await invite(s, id, [s.providers[0]!.service.id])).statusCode).toBe(200);
    const outsider = await quote(s.providers[1]!.session, id);
    expect(outsider.statusCode).toBe(403);
    const p = s.providers[0]!;
    const badRange = await quote(p.session, id, {
      ...quoteBody,
      kind: 'range',
      amount_max_cents: 100,
    });
    expect(badRange.statusCode).toBe(400);
    const first = await quote(p.session, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().quote).toMatchObject({
      kind: 'fixed',
      amount_cents: 34_500,
      valid_days: 14,
      expired: false,
    });
    const revised = await quote(p.session, id, {
      ...quoteBody,
      kind: 'range',
      amount_cents: 30_000,
      amount_max_cents: 40_000,
    });
    expect(revised.statusCode).toBe(200);
    expect(revised.json().quote.id).toBe(first.json().quote.id);
    const detail = (await call('GET', `/api/jobs/${id}`, s.session)).json();
    expect(detail.quotes).toHaveLength(1);
    expect(detail.quotes[0]).toMatchObject({ kind: 'range', amount_max_cents: 40_000 });
    expect(detail.invites[0].state).toBe('quoted');
    const emails = await db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'job_quote'), eq(outboxEmails.to, s.member.email)));
    expect(emails).toHaveLength(2);
  });

  it('the job page: the member and an admin see every invite and quote, a provider their own', async () => {
    const s = await scene(3);
    const id = await postJob(s);
    const ids = s.providers.map((p) => p.service.id);
    expect((await invite(s, id, ids)).statusCode).toBe(200);
    for (const p of s.providers.slice(0, 2)) {
      clock.advance(1000);
      expect((await quote(p.session, id)).statusCode).toBe(200);
    }
    const member = (await call('GET', `/api/jobs/${id}`, s.session)).json();
    expect(member).toMatchObject({ role: 'member', reported: false, invites_left: 2 });
    expect(member.invites.map((i: { service_id: number }) => i.service_id)).toEqual(ids);
    expect(member.quotes.map((q: { service_id: number }) => q.service_id)).toEqual(ids.slice(0, 2));
    const admin = await insertUser(db(), { roleId: 1 });
    const asAdmin = (
      await call('GET', `/api/jobs/${id}`, await sessionCookie(db(), admin.id))
    ).json();
    expect(asAdmin).toMatchObject({
      role: 'member',
      invites: member.invites,
      quotes: member.quotes,
    });
    const second = (await call('GET', `/api/jobs/${id}`, s.providers[1]!.session)).json();
    expect(second).toMatchObject({ role: 'provider', reported: false, invites_left: 0 });
    expect(second.invites.map((i: { service_id: number }) => i.service_id)).toEqual([ids[1]]);
    expect(second.quotes).toEqual([member.quotes[1]]);
    const third = (await call('GET', `/api/jobs/${id}`, s.providers[2]!.session)).json();
    expect(third.invites.map((i: { service_id: number }) => i.service_id)).toEqual([ids[2]]);
    expect(third.quotes).toEqual([]);
  });

  it('accept: the job is hired, the provider told, the others told politely', async () => {
    const s = await scene(3);
    const id = await postJob(s);
    await invite(
      s,
      id,
      s.providers.map((p) => p.service.id),
    );
    clock.advance(60_000);
    const q1 = (await quote(s.providers[0]!.session, id)).json().quote.id as number;
    await quote(s.providers[1]!.session, id);
    await call('POST', `/api/jobs/${id}/decline`, s.providers[2]!.session, { reason: 'too_far' });
    const counts = (await call('GET', '/api/jobs/counts', s.session)).json();
    expect(counts.new_quotes).toBe(2);
    // Opening the job clears them; a revised quote is new again.
    await call('GET', `/api/jobs/${id}`, s.session);
    expect((await call('GET', '/api/jobs/counts', s.session)).json().new_quotes).toBe(0);
    clock.advance(60_000);
    await quote(s.providers[1]!.session, id, { ...quoteBody, amount_cents: 33_000 });
    expect((await call('GET', '/api/jobs/counts', s.session)).json().new_quotes).toBe(1);
    const stranger = await insertUser(db());
    const theirs = await call(
      'POST',
      `/api/quotes/${q1}/accept`,
      await sessionCookie(db(), stranger.id),
    );
    expect(theirs.statusCode).toBe(404);
    const res = await call('POST', `/api/quotes/${q1}/accept`, s.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job).toMatchObject({
      state: 'hired',
      hired_service_id: s.providers[0]!.service.id,
    });
    const emails = await db()
      .select()
      .from(outboxEmails)
      .where(inArray(outboxEmails.kind, ['job_hired', 'job_went_elsewhere']));
    const mine = emails.filter((e) => s.providers.some((p) => p.provider.email === e.to));
    expect(mine.map((e) => [e.to, e.kind]).sort()).toEqual(
      [
        [s.providers[0]!.provider.email, 'job_hired'],
        [s.providers[1]!.provider.email, 'job_went_elsewhere'],
      ].sort(),
    );
    // Nothing more once hired: a new quote, a revision, a second accept.
    expect((await quote(s.providers[1]!.session, id)).statusCode).toBe(409);
    expect((await call('POST', `/api/quotes/${q1}/accept`, s.session)).statusCode).toBe(409);
  });

  it('two accepts at once: exactly one wins, the other is refused', async () => {
    const s = await scene(2);
    const id = await postJob(s);
    await invite(
      s,
      id,
      s.providers.map((p) => p.service.id),
    );
    const a = (await quote(s.providers[0]!.session, id)).json().quote.id as number;
    const b = (await quote(s.providers[1]!.session, id)).json().quote.id as number;
    const results = await Promise.all([
      call('POST', `/api/quotes/${a}/accept`, s.session),
      call('POST', `/api/quotes/${b}/accept`, s.session),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'This job already has a hire.',
    );
    const detail = (await call('GET', `/api/jobs/${id}`, s.session)).json();
    expect(detail.quotes.filter((q: { state: string }) => q.state === 'accepted')).toHaveLength(1);
  });

  it('an expired quote cannot be accepted until it is renewed', async () => {
    const s = await scene(1);
    const id = await postJob(s);
    await invite(s, id, [s.providers[0]!.service.id]);
    const q = (await quote(s.providers[0]!.session, id, { ...quoteBody, valid_days: 2 })).json()
      .quote;
    clock.advance(3 * DAY);
    const res = await call('POST', `/api/quotes/${q.id}/accept`, s.session);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This quote has expired. Ask the provider to renew it.');
    expect((await quote(s.providers[0]!.session, id)).statusCode).toBe(200);
    expect((await call('POST', `/api/quotes/${q.id}/accept`, s.session)).statusCode).toBe(200);
  });

  it('reads look for due jobs at most once a second; writes every time (decision 139)', async () => {
    const s = await scene(1);
    const id = await postJob(s);
    expect((await call('GET', `/api/jobs/${id}`, s.session)).json().job.state).toBe('open');
    // Made due behind the clock's back: the next read within the second still shows it open.
    await db()
      .update(jobs)
      .set({ expiresAt: new Date(clock.now() - 1000) })
      .where(eq(jobs.id, id));
    expect((await call('GET', `/api/jobs/${id}`, s.session)).json().job.state).toBe('open');
    clock.advance(1000);
    expect((await call('GET', `/api/jobs/${id}`, s.session)).json().job.state).toBe('expired');
    // A write looks at once.
    const other = await postJob(s);
    await db()
      .update(jobs)
      .set({ expiresAt: new Date(clock.now() - 1000) })
      .where(eq(jobs.id, other));
    const res = await invite(s, other, [s.providers[0]!.service.id]);
    expect(res.statusCode).toBe(409);
  });

  it('a job expires 30 days after posting without a hire', async () => {
    const s = await scene(1);
    const id = await postJob(s);
    await invite(s, id, [s.providers[0]!.service.id]);
    const q = (await quote(s.providers[0]!.session, id, { ...quoteBody, valid_days: 60 })).json()
      .quote;
    clock.advance(30 * DAY + 1000);
    const detail = (await call('GET', `/api/jobs/${id}`, s.session)).json();
    expect(detail.job.state).toBe('expired');
    expect(detail.quotes[0].state).toBe('lost');
    const told = await db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'job_expired'), eq(outboxEmails.to, s.member.email)));
    expect(told).toHaveLength(1);
    expect((await call('POST', `/api/quotes/${q.id}/accept`, s.session)).statusCode).toBe(409);
    // An expired job no longer counts against the 5 open jobs.
    const list = (await call('GET', '/api/jobs?state=open', s.session)).json();
    expect(list.total).toBe(0);
  });

  it("filters the provider's job requests by each invite state, as the answers show it", async () => {
    const s = await scene(1);
    const p = s.providers[0]!;
    const posted = async () => {
      const id = await postJob(s);
      expect((await invite(s, id, [p.service.id])).statusCode).toBe(200);
      return id;
    };
    // closed: the job was cancelled before an answer; no_answer: 48 h without one.
    const closed = await posted();
    await call('POST', `/api/jobs/${closed}/cancel`, s.session, { reason: 'Fixed it myself' });
    const noAnswer = await posted();
    clock.advance(48 * HOUR + 1000);
    const invited = await posted();
    const viewed = await posted();
    await call('GET', `/api/jobs/${viewed}`, p.session);
    const quoted = await posted();
    expect((await quote(p.session, quoted)).statusCode).toBe(200);
    const declined = await posted();
    await call('POST', `/api/jobs/${declined}/decline`, p.session, { reason: 'too_busy' });
    const expected = { closed, no_answer: noAnswer, invited, viewed, quoted, declined };
    const all = (await call('GET', '/api/job-requests', p.session)).json();
    expect(all.total).toBe(6);
    // Newest first, each with its job and (only the quoted one) its quote; pages of that order.
    type Request = { job: { id: number }; invite: { job_id?: number }; quote: unknown };
    const jobIds = (r: { requests: Request[] }) => r.requests.map((x) => x.job.id);
    expect(jobIds(all)).toEqual([declined, quoted, viewed, invited, noAnswer, closed]);
    expect(all.requests.map((x: Request) => x.quote !== null)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    const second = (await call('GET', '/api/job-requests?page=2&per_page=2', p.session)).json();
    expect(second.total).toBe(6);
    expect(jobIds(second)).toEqual([viewed, invited]);
    const past = (await call('GET', '/api/job-requests?page=4&per_page=2', p.session)).json();
    expect(past).toMatchObject({ total: 6, requests: [] });
    for (const [state, jobId] of Object.entries(expected)) {
      const res = (await call('GET', `/api/job-requests?state=${state}`, p.session)).json();
      expect(res.total, state).toBe(1);
      expect(res.requests.map((r: { job: { id: number } }) => r.job.id)).toEqual([jobId]);
      expect(res.requests[0].invite.state).toBe(state);
    }
  });

  it('cancel: the member cancels an open job with a reason; the invited are told', async () => {
    const s = await scene(1);
    const id = await postJob(s);
    await invite(s, id, [s.providers[0]!.service.id]);
    const other = await insertUser(db());
    const notMine = await call(
      'POST',
      `/api/jobs/${id}/cancel`,
      await sessionCookie(db(), other.id),
      { reason: 'Changed my mind' },
    );
    expect(notMine.statusCode).toBe(404);
    const res = await call('POST', `/api/jobs/${id}/cancel`, s.session, {
      reason: 'Fixed it myself',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({ state: 'cancelled', cancel_reason: 'Fixed it myself' });
    const emails = await db()
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.kind, 'job_cancelled'),
          eq(outboxEmails.to, s.providers[0]!.provider.email),
        ),
      );
    expect(emails).toHaveLength(1);
    expect(
      (await call('POST', `/api/jobs/${id}/cancel`, s.session, { reason: 'again' })).statusCode,
    ).toBe(409);
  });

  it('complete and confirm, or confirmed 7 days after done; then a verified-hire review', async () => {
    const s = await scene(3);
    const id = await postJob(s);
    await invite(
      s,
      id,
      s.providers.map((p) => p.service.id),
    );
    const q = (await quote(s.providers[0]!.session, id)).json().quote.id as number;
    await call('POST', `/api/quotes/${q}/accept`, s.session);
    // Only the hired provider marks it done; the member cannot confirm before that.
    expect((await call('POST', `/api/jobs/${id}/confirm`, s.session)).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/jobs/${id}/complete`, s.providers[1]!.session)).statusCode,
    ).toBe(403);
    const done = await call('POST', `/api/jobs/${id}/complete`, s.providers[0]!.session);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().job.done_at).toEqual(expect.any(String));
    const confirmed = await call('POST', `/api/jobs/${id}/confirm`, s.session);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().job.state).toBe('completed');

    const id2 = await postJob(s);
    await invite(s, id2, [s.providers[1]!.service.id]);
    const q2 = (await quote(s.providers[1]!.session, id2)).json().quote.id as number;
    await call('POST', `/api/quotes/${q2}/accept`, s.session);
    await call('POST', `/api/jobs/${id2}/complete`, s.providers[1]!.session);
    clock.advance(7 * DAY + 1000);
    const after = (await call('GET', `/api/jobs/${id2}`, s.session)).json();
    expect(after.job.state).toBe('completed');

    // The hires are reviewed without an enquiry and labelled; a mere invitation counts as an
    // enquiry, labelled as a contact (decision 133), not a verified hire.
    for (const p of s.providers) {
      const res = await call('POST', '/api/add-review', s.session, {
        service_id: p.service.id,
        rating: 5,
        review: 'Tidy work, on time.',
      });
      expect(res.json(), res.body).toMatchObject({ success: true });
    }
    const labels = [];
    for (const p of s.providers) {
      const reviews = (
        await call('GET', `/api/get-reviews?service_id=${p.service.id}`, null)
      ).json();
      labels.push(reviews.result[0].label);
    }
    expect(labels).toEqual(['verified_hire', 'verified_hire', 'contacted']);
    const stranger = await insertUser(db());
    const refused = await call('POST', '/api/add-review', await sessionCookie(db(), stranger.id), {
      service_id: s.providers[0]!.service.id,
      rating: 5,
      review: 'Never met them.',
    });
    expect(refused.json()).toMatchObject({ success: false });
  });

  it('the admin jobs log counts by state and by sub category (admins only)', async () => {
    const s = await scene(0);
    await postJob(s);
    expect((await call('GET', '/api/admin/jobs-log', s.session)).statusCode).toBe(403);
    const admin = await insertUser(db(), { roleId: 1 });
    const res = await call('GET', '/api/admin/jobs-log', await sessionCookie(db(), admin.id));
    expect(res.statusCode).toBe(200);
    const log = res.json();
    expect(log.by_state.find((r: { state: string }) => r.state === 'open').count).toBeGreaterThan(
      0,
    );
    expect(
      log.by_sub_category.find(
        (r: { sub_category_id: number }) => r.sub_category_id === s.subCategory.id,
      ),
    ).toMatchObject({ count: 1 });
  });

  it('an invitation marks the invite viewed when the provider opens the job', async () => {
    const s = await scene(1);
    const id = await postJob(s);
    await invite(s, id, [s.providers[0]!.service.id]);
    const seen = await call('GET', `/api/jobs/${id}`, s.providers[0]!.session);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ role: 'provider', invites: [{ state: 'invited' }] });
    const [row] = await db().select().from(jobInvites).where(eq(jobInvites.jobId, id));
    expect(row!.state).toBe('viewed');
    const [member] = await db().select().from(users).where(eq(users.id, s.member.id));
    expect(member).toBeDefined();
  });

  it('"Request a quote" from a service page posts the job with that service invited', async () => {
    const s = await scene(1);
    const res = await call(
      'POST',
      '/api/jobs',
      s.session,
      jobFields(s, { service_id: s.providers[0]!.service.id }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().job.id as number;
    const detail = (await call('GET', `/api/jobs/${id}`, s.session)).json();
    expect(detail.invites).toMatchObject([
      { service_id: s.providers[0]!.service.id, state: 'invited' },
    ]);
    expect(detail.invites_left).toBe(2);
    // A service that cannot be invited refuses the whole post: nothing is written.
    const far = await insertService(db(), s.refs, { city: 'Christchurch', suburb: 'Addington' });
    const refused = await call(
      'POST',
      '/api/jobs',
      s.session,
      jobFields(s, { service_id: far.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', '/api/jobs', s.session)).json().total).toBe(1);
  });

  it('a decline needs a listed reason; a declined provider cannot quote', async () => {
    const s = await scene(1);
    const id = await postJob(s);
    await invite(s, id, [s.providers[0]!.service.id]);
    const p = s.providers[0]!;
    const bad = await call('POST', `/api/jobs/${id}/decline`, p.session, { reason: 'meh' });
    expect(bad.statusCode).toBe(400);
    const ok = await call('POST', `/api/jobs/${id}/decline`, p.session, { reason: 'too_small' });
    expect(ok.statusCode).toBe(200);
    expect((await quote(p.session, id)).statusCode).toBe(409);
    const detail = (await call('GET', `/api/jobs/${id}`, s.session)).json();
    expect(detail.invites[0]).toMatchObject({ state: 'declined', decline_reason: 'too_small' });
    const told = await db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'job_declined'), eq(outboxEmails.to, s.member.email)));
    expect(told).toHaveLength(1);
  });

  it('rate-limits posting: 10 jobs an hour per member', async () => {
    const s = await scene(0);
    const codes = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await call('POST', '/api/jobs', s.session, jobFields(s))).statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5, 10)).toEqual([409, 409, 409, 409, 409]);
    expect(codes[10]).toBe(429);
  });
});
