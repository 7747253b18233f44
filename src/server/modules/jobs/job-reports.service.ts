import { and, eq, sql } from 'drizzle-orm';

import { JOB_TEXTS, type AdminJobReport } from '#shared/api/jobs.ts';
import { accountName, fullName } from '#shared/domain/names.ts';
import { queryRows, toIso } from '../../db/query.ts';
import { jobInvites, jobReports, jobs, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { recordAction, type Admin } from '../admin/audit.service.ts';
import { jobRemovedEmail, jobReportOutcomeEmail } from './job-emails.ts';
import { conflict, settleDueJobs } from './job-lifecycle.ts';
import { closeOpenJob, type JobDeps } from './jobs.service.ts';
import { jobsByIds } from './job-views.ts';

/**
 * Reported jobs (issue 26 §5, decision 132): a provider invited to a job may report it once
 * (spam, a job that is not a job, abuse); the admin's queue shows the open reports with the
 * whole job, and the admin keeps it or removes it. Removing cancels an open job ("Removed by
 * Kiwi Services"), tells the member and the invited providers, and closes the job's other
 * reports. Every decision is in the audit log; the reporters hear the outcome.
 */

/** POST /api/jobs/{id}/report: only a provider invited to the job; 404 for anyone else. */
export async function reportJob(
  deps: JobDeps,
  userId: number,
  jobId: number,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ memberId: jobs.memberId })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for('share');
    if (!job) throw notFound(JOB_TEXTS.notFound);
    if (job.memberId === userId) throw forbidden(JOB_TEXTS.reportOwn);
    const [invite] = await tx
      .select({ id: jobInvites.id })
      .from(jobInvites)
      .where(and(eq(jobInvites.jobId, jobId), eq(jobInvites.providerId, userId)));
    if (!invite) throw notFound(JOB_TEXTS.notFound);
    const [added] = await tx
      .insert(jobReports)
      .values({ jobId, reporterId: userId, reason })
      .onConflictDoNothing()
      .returning({ id: jobReports.id });
    if (!added) throw conflict(JOB_TEXTS.alreadyReported);
  });
}

type ReportRow = {
  id: number;
  job_id: number;
  reason: string;
  created_at: unknown;
  reporter_id: number;
  r_role_id: number;
  r_business_name: string | null;
  r_first_name: string | null;
  r_last_name: string | null;
  r_username: string;
  reports_on_job: number;
  total: number;
};

/** GET /api/admin/job-reports: open reports, oldest first, each with its whole job. */
export async function listJobReports(
  deps: JobDeps,
  input: { page: number; per_page: number },
): Promise<{ reports: AdminJobReport[]; total: number }> {
  await settleDueJobs(deps);
  const offset = (input.page - 1) * input.per_page;
  const rows = await queryRows<ReportRow>(
    deps.db,
    sql`
      select r.id, r.job_id, r.reason, r.created_at, r.reporter_id,
             u.role_id::int as r_role_id, u.business_name as r_business_name,
             u.first_name as r_first_name, u.last_name as r_last_name, u.username as r_username,
             (select count(*)::int from job_reports o
               where o.job_id = r.job_id and o.status = 'open') as reports_on_job,
             count(*) over ()::int as total
      from job_reports r
      join users u on u.id = r.reporter_id
      where r.status = 'open'
      order by r.created_at, r.id
      limit ${input.per_page} offset ${offset}`,
  );
  const views = await jobsByIds(deps, [...new Set(rows.map((r) => r.job_id))]);
  const reports = rows.flatMap((r): AdminJobReport[] => {
    const view = views.get(r.job_id);
    if (!view) return [];
    return [
      {
        id: r.id,
        reason: r.reason,
        created_at: toIso(r.created_at),
        reporter: {
          id: r.reporter_id,
          name: accountName({
            roleId: r.r_role_id,
            businessName: r.r_business_name,
            firstName: r.r_first_name,
            lastName: r.r_last_name,
            username: r.r_username,
          }),
        },
        job: { ...view.job, member_id: view.memberId },
        reports_on_job: r.reports_on_job,
      },
    ];
  });
  return { reports, total: rows[0]?.total ?? 0 };
}

/**
 * POST /api/admin/job-reports/{id}/resolve: `keep` closes this report; `remove` cancels the open job
 * and closes every open report of it (409 once the job is no longer open). Audited; the reporters are told.
 */
export async function resolveJobReport(
  deps: JobDeps,
  admin: Admin,
  reportId: number,
  input: { action: 'keep' | 'remove'; resolution: string | undefined },
): Promise<string> {
  await settleDueJobs(deps);
  const now = new Date(deps.now());
  const resolution = input.resolution?.trim() || null;
  const message = await deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select({ jobId: jobReports.jobId, status: jobReports.status })
      .from(jobReports)
      .where(eq(jobReports.id, reportId));
    if (!report) throw notFound(JOB_TEXTS.reportNotFound);
    // The job first, then its reports: the order every job change takes.
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, report.jobId)).for('update');
    const [locked] = await tx
      .select({ status: jobReports.status })
      .from(jobReports)
      .where(eq(jobReports.id, reportId))
      .for('update');
    if (!job || !locked) throw notFound(JOB_TEXTS.reportNotFound);
    if (locked.status !== 'open') throw conflict(JOB_TEXTS.reportResolved);
    const removed = input.action === 'remove';
    // Only an open job can be taken down; a report of a job already closed is simply closed.
    if (removed && job.state !== 'open') throw conflict(JOB_TEXTS.jobNotOpen);
    const closing = removed
      ? and(eq(jobReports.jobId, job.id), eq(jobReports.status, 'open'))
      : eq(jobReports.id, reportId);
    const closed = await tx
      .update(jobReports)
      .set({
        status: removed ? 'removed' : 'kept',
        resolvedById: admin.id,
        resolution,
        resolvedAt: now,
      })
      .where(closing)
      .returning({ id: jobReports.id, reporterId: jobReports.reporterId });
    if (removed) {
      await closeOpenJob(tx, deps, job, JOB_TEXTS.removedReason, now, { removed: true });
      const [member] = await tx.select().from(users).where(eq(users.id, job.memberId));
      if (member) {
        await enqueueEmail(tx, {
          to: member.email,
          ...jobRemovedEmail(deps.config, {
            memberName: fullName(member) || accountName(member),
            job,
            resolution,
          }),
        });
      }
    }
    for (const c of closed) {
      const [reporter] = await tx.select().from(users).where(eq(users.id, c.reporterId));
      if (!reporter) continue;
      await enqueueEmail(tx, {
        to: reporter.email,
        ...jobReportOutcomeEmail(deps.config, {
          reporterName: accountName(reporter),
          job,
          removed,
        }),
      });
    }
    await recordAction(tx, admin, {
      action: removed ? 'job.remove' : 'job_report.keep',
      targetType: 'job',
      targetId: job.id,
      reason: resolution,
      details: { report_ids: closed.map((c) => c.id), job_state: job.state },
    });
    return removed ? JOB_TEXTS.reportRemoved : JOB_TEXTS.reportKept;
  });
  wakeOutbox();
  return message;
}
