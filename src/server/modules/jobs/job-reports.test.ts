import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { adminActions, jobReports, outboxEmails } from '../../db/schema/index.ts';
import {
  insertCatalogue,
  insertProvider,
  insertProviderService,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { useTestApp, type Session } from '#tests/helpers/use-test-app.ts';

/** Reported jobs (issue 26 §5, decision 132): who may report, and the admin's keep or remove. */
describe.each(testDbKinds)('job reports on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;

  const { call } = t;

  /** A member's open job with two invited providers, a stranger provider and an admin. */
  async function scene() {
    const { subCategory, refs } = await insertCatalogue(db());
    const member = await insertUser(db(), { firstName: 'Aroha', lastName: 'Ngata' });
    const memberSession = await sessionCookie(db(), member.id);
    const invited = [];
    for (let i = 0; i < 2; i++) {
      invited.push(await insertProviderService(db(), refs));
    }
    const stranger = await insertProvider(db());
    const admin = await insertUser(db(), { roleId: 1 });
    const posted = await call('POST', '/api/jobs', memberSession, {
      subCategory_id: subCategory.id,
      city: 'Auckland',
      suburb: 'Ponsonby',
      title: 'Cheap work wanted, cash only',
      description: 'Call me on my mobile and I will pay cash for the work, no questions.',
      timing: 'flexible',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const jobId = posted.json<{ job: { id: number } }>().job.id;
    const sent = await call('POST', `/api/jobs/${jobId}/invites`, memberSession, {
      service_ids: invited.map((i) => i.service.id),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return {
      member,
      memberSession,
      invited,
      jobId,
      strangerSession: await sessionCookie(db(), stranger.id),
      adminSession: await sessionCookie(db(), admin.id),
    };
  }

  const report = (session: Session | null, jobId: number, reason = 'Asks to be paid in cash') =>
    call('POST', `/api/jobs/${jobId}/report`, session, { reason });

  const reportsOf = (jobId: number) =>
    db().select().from(jobReports).where(eq(jobReports.jobId, jobId));

  it('an invited provider reports a job once; the job page says so', async () => {
    const s = await scene();
    const first = await report(s.invited[0]!.session, s.jobId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Thank you. Our team will look at this job.',
    });
    const again = await report(s.invited[0]!.session, s.jobId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this job.');
    expect(await reportsOf(s.jobId)).toHaveLength(1);
    const page = await call('GET', `/api/jobs/${s.jobId}`, s.invited[0]!.session);
    expect(page.json()).toMatchObject({ role: 'provider', reported: true });
    const other = await call('GET', `/api/jobs/${s.jobId}`, s.invited[1]!.session);
    expect(other.json()).toMatchObject({ role: 'provider', reported: false });
  });

  it('refuses a stranger (404), the member (403), a guest (401) and a short reason (400)', async () => {
    const s = await scene();
    expect((await report(s.strangerSession, s.jobId)).statusCode).toBe(404);
    expect((await report(s.invited[0]!.session, s.jobId + 1000)).statusCode).toBe(404);
    const own = await report(s.memberSession, s.jobId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot report your own job.');
    expect((await report(null, s.jobId)).statusCode).toBe(401);
    const short = await report(s.invited[0]!.session, s.jobId, 'x');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.reason).toBeDefined();
    expect(await reportsOf(s.jobId)).toHaveLength(0);
  });

  it("lists open reports for admins only, with the whole job and the job's report count", async () => {
    const s = await scene();
    await report(s.invited[0]!.session, s.jobId);
    await report(s.invited[1]!.session, s.jobId, 'Not a real job');
    expect((await call('GET', '/api/admin/job-reports', s.memberSession)).statusCode).toBe(403);
    const res = await call('GET', '/api/admin/job-reports', s.adminSession);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ total: number; reports: { job: { id: number } }[] }>();
    expect(body).toMatchObject({ success: true, page: 1 });
    const ofJob = body.reports.filter((r) => r.job.id === s.jobId);
    expect(ofJob).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(ofJob[0]).toMatchObject({
      reason: 'Asks to be paid in cash',
      reports_on_job: 2,
      job: {
        id: s.jobId,
        title: 'Cheap work wanted, cash only',
        member_id: s.member.id,
        state: 'open',
      },
    });
  });

  it('keep closes the one report, leaves the job open, tells the reporter and is audited', async () => {
    const s = await scene();
    await report(s.invited[0]!.session, s.jobId);
    await report(s.invited[1]!.session, s.jobId, 'Not a real job');
    const [mine] = await db()
      .select()
      .from(jobReports)
      .where(
        and(eq(jobReports.jobId, s.jobId), eq(jobReports.reporterId, s.invited[0]!.provider.id)),
      );
    const url = `/api/admin/job-reports/${mine!.id}/resolve`;
    expect((await call('POST', url, s.invited[0]!.session, { action: 'keep' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', url, s.adminSession, { action: 'hide' })).statusCode).toBe(400);
    const kept = await call('POST', url, s.adminSession, { action: 'keep' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().message).toBe('Report closed. The job stays up.');
    const again = await call('POST', url, s.adminSession, { action: 'keep' });
    expect(again.statusCode).toBe(409);
    const states = (await reportsOf(s.jobId)).map((r) => r.status).sort();
    expect(states).toEqual(['kept', 'open']);
    const job = await call('GET', `/api/jobs/${s.jobId}`, s.memberSession);
    expect(job.json().job.state).toBe('open');
    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, s.invited[0]!.provider.email));
    expect(mails.map((m) => m.subject)).toContain('Your report: Cheap work wanted, cash only');
    const audit = await db()
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'job_report.keep'));
    expect(audit.filter((a) => a.targetId === s.jobId)).toHaveLength(1);
  });

  it('remove cancels the open job, closes its reports and tells the member and providers', async () => {
    const s = await scene();
    await report(s.invited[0]!.session, s.jobId);
    await report(s.invited[1]!.session, s.jobId, 'Not a real job');
    const [first] = await reportsOf(s.jobId);
    const removed = await call(
      'POST',
      `/api/admin/job-reports/${first!.id}/resolve`,
      s.adminSession,
      {
        action: 'remove',
        resolution: 'Asks for cash payments off the site',
      },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(
      'The job is removed. The member and the invited providers have been told.',
    );
    const job = (await call('GET', `/api/jobs/${s.jobId}`, s.memberSession)).json().job;
    expect(job).toMatchObject({ state: 'cancelled', cancel_reason: 'Removed by Kiwi Services' });
    expect((await reportsOf(s.jobId)).map((r) => r.status)).toEqual(['removed', 'removed']);
    const memberMail = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, s.member.email));
    expect(memberMail.map((m) => m.subject)).toContain(
      'Your job was removed: Cheap work wanted, cash only',
    );
    const providerMail = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, s.invited[1]!.provider.email));
    expect(providerMail.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Job cancelled: Cheap work wanted, cash only',
        'Your report: Cheap work wanted, cash only',
      ]),
    );
    const queue = (await call('GET', '/api/admin/job-reports?per_page=100', s.adminSession)).json<{
      reports: { job: { id: number } }[];
    }>();
    expect(queue.reports.filter((r) => r.job.id === s.jobId)).toHaveLength(0);
    const audit = await db()
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'job.remove'));
    expect(audit.find((a) => a.targetId === s.jobId)?.reason).toBe(
      'Asks for cash payments off the site',
    );
  });

  it('a job that is no longer open cannot be removed (409), only kept', async () => {
    const s = await scene();
    await report(s.invited[0]!.session, s.jobId);
    const cancelled = await call('POST', `/api/jobs/${s.jobId}/cancel`, s.memberSession, {
      reason: 'Found someone else',
    });
    expect(cancelled.statusCode).toBe(200);
    const [open] = await reportsOf(s.jobId);
    const url = `/api/admin/job-reports/${open!.id}/resolve`;
    const res = await call('POST', url, s.adminSession, { action: 'remove' });
    expect(res.statusCode).toBe(409);
    expect((await reportsOf(s.jobId))[0]!.status).toBe('open');
    expect((await call('POST', url, s.adminSession, { action: 'keep' })).statusCode).toBe(200);
  });
});
