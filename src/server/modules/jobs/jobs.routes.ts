import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { z } from 'zod';

import * as endpoints from '#shared/api/endpoints.ts';
import {
  checkJobBody,
  INVITES_PER_HOUR,
  JOB_PHOTOS_MAX,
  JOB_TEXTS,
  JobFieldsSchema,
  JOBS_PER_HOUR,
} from '#shared/api/jobs.ts';
import { ROLE } from '#shared/constants.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { uploadedFileSchema } from '../../lib/form-input.ts';
import { errorResponses, FORM_CONSUMES } from '../../lib/http.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import { adminOnly, authenticated, requireUser } from '../../plugins/session.ts';
import { createQueryRunner } from '../../db/query.ts';
import { directAnswers } from '../../platform/cache/direct-answer.ts';
import { listJobReports, reportJob, resolveJobReport } from './job-reports.service.ts';
import { checkJobPhotos, discardJobPhotos, storeJobPhotos } from './job-photos.ts';
import { confirmDone, markDone } from './job-lifecycle.ts';
import {
  getJobDetail,
  jobCounts,
  jobsLog,
  jobSuggestions,
  listJobRequests,
  listMyJobs,
} from './job-reads.ts';
import { cancelJob, inviteServices, jobAnswer, postJob, type JobDeps } from './jobs.service.ts';
import { acceptQuote, declineInvite, submitQuote } from './quotes.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
const tags = ['jobs'];

/** Jobs and quotes (issue 26): thin routes over jobs.service, quotes.service and job-reads. */
type App = Parameters<FastifyPluginAsyncZod>[0];
/** The routes' deps: `reads` adds the prepared-statement runner for the hot reads. */
type RouteDeps = JobDeps & { reads: JobDeps; strict: boolean };
const noStore = { 'cache-control': 'no-store' };

/** Posting a job (multipart, photos checked and re-encoded). */
function postRoutes(app: App, deps: JobDeps): void {
  const { storage } = deps;
  const jobsPerUser = perHour(JOBS_PER_HOUR, 'Too many jobs posted.', 'user');
  const postRoute = routeOf(endpoints.postJob, {
    tags,
    summary: 'Post a job (multipart): at most 5 open jobs per member',
    description:
      'multipart: subCategory_id, city, suburb, title (5..100), description (20..2000), timing, start_date (timing date), budget, photos[] (up to 5 JPEG, PNG or WebP, checked from the bytes and re-encoded), service_id (pre-invites that service).',
    consumes: FORM_CONSUMES,
    errors,
  });
  app.route({
    ...postRoute,
    schema: {
      ...postRoute.schema,
      body: JobFieldsSchema.extend({
        photos: z
          .array(uploadedFileSchema)
          .max(JOB_PHOTOS_MAX, `at most ${JOB_PHOTOS_MAX} photos`)
          .optional(),
      }).superRefine(checkJobBody),
    },
    onRequest: [authenticated, jobsPerUser],
    config: { files: { photos: { multiple: true } } },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const b = request.body;
      const checked = await checkJobPhotos(b.photos);
      const photos = await storeJobPhotos(storage, checked);
      const id = await postJob(deps, user.id, {
        subCategoryId: b.subCategory_id,
        city: b.city,
        suburb: b.suburb,
        title: b.title,
        description: b.description,
        timing: b.timing,
        startDate: b.start_date,
        budget: b.budget,
        photos,
        serviceId: b.service_id,
      }).catch(async (err: unknown) => {
        await discardJobPhotos(
          storage,
          photos.flatMap((p) => [p.key, p.small]),
        );
        throw err;
      });
      reply.headers(noStore);
      return { success: true as const, message: JOB_TEXTS.posted, job: await jobAnswer(deps, id) };
    },
  });
}

/**
 * The reads: the member's jobs, the header counts, a job, the suggestions. The hot ones (the
 * lists, a job, the counts) run on prepared statements and answer directly (decision 130).
 */
function readRoutes(app: App, deps: RouteDeps): void {
  const listAnswers = directAnswers(endpoints.myJobs.response, deps.strict);
  const jobAnswers = directAnswers(endpoints.jobDetail.response, deps.strict);
  app.route({
    ...routeOf(endpoints.myJobs, { tags, summary: "The member's jobs, newest first", errors }),
    onRequest: authenticated,
    serializerCompiler: listAnswers.serializerCompiler,
    handler: async (request, reply) => {
      const q = request.query;
      const { jobs, total } = await listMyJobs(deps.reads, requireUser(request).id, q);
      reply.headers(noStore);
      return listAnswers.send(request, reply, {
        success: true as const,
        jobs,
        total,
        page: q.page,
        per_page: q.per_page,
      });
    },
  });

  app.route({
    ...routeOf(endpoints.jobCounts, {
      tags,
      summary: 'Header counts: open invitations (provider) and new quotes (member)',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request, reply) => {
      reply.headers(noStore);
      return { success: true as const, ...(await jobCounts(deps.reads, requireUser(request).id)) };
    },
  });

  app.route({
    ...routeOf(endpoints.jobDetail, {
      tags,
      summary: 'A job with its invites and quotes (the member), or the provider’s own',
      description: 'Someone neither the member nor an invited provider: 404.',
      errors,
    }),
    onRequest: authenticated,
    serializerCompiler: jobAnswers.serializerCompiler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const detail = await getJobDetail(
        deps.reads,
        { id: user.id, isAdmin: user.roleId === ROLE.admin },
        request.params.id,
      );
      reply.headers(noStore);
      return jobAnswers.send(request, reply, { success: true as const, ...detail });
    },
  });

  app.route({
    ...routeOf(endpoints.jobSuggestions, {
      tags,
      summary: 'Up to 10 approved services of the sub category covering the suburb',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request, reply) => {
      const services = await jobSuggestions(deps, requireUser(request).id, request.params.id);
      reply.headers(noStore);
      return { success: true as const, services };
    },
  });
}

/** The member: invite, cancel. */
function memberRoutes(app: App, deps: JobDeps): void {
  const invitesPerUser = perHour(INVITES_PER_HOUR, 'Too many invitations.', 'user');
  app.route({
    ...routeOf(endpoints.inviteToJob, {
      tags,
      summary: 'Invite services to quote: at most 3 waiting at once and 5 in all',
      errors,
    }),
    onRequest: [authenticated, invitesPerUser],
    handler: async (request) => {
      const user = requireUser(request);
      await inviteServices(deps, user.id, request.params.id, request.body.service_ids);
      const detail = await getJobDetail(deps, { id: user.id, isAdmin: false }, request.params.id);
      return { success: true as const, message: JOB_TEXTS.invited, invites: detail.invites };
    },
  });

  app.route({
    ...routeOf(endpoints.cancelJob, { tags, summary: 'The member cancels an open job', errors }),
    onRequest: authenticated,
    handler: async (request) => {
      await cancelJob(deps, requireUser(request).id, request.params.id, request.body.reason);
      return {
        success: true as const,
        message: JOB_TEXTS.cancelled,
        job: await jobAnswer(deps, request.params.id),
      };
    },
  });
}

/** The provider: job requests, quote, decline. */
function providerRoutes(app: App, deps: RouteDeps): void {
  const requestAnswers = directAnswers(endpoints.jobRequests.response, deps.strict);
  app.route({
    ...routeOf(endpoints.jobRequests, {
      tags,
      summary: "The provider's job requests (invitations), newest first",
      errors,
    }),
    onRequest: authenticated,
    serializerCompiler: requestAnswers.serializerCompiler,
    handler: async (request, reply) => {
      const q = request.query;
      const { requests, total } = await listJobRequests(deps.reads, requireUser(request).id, q);
      reply.headers(noStore);
      return requestAnswers.send(request, reply, {
        success: true as const,
        requests,
        total,
        page: q.page,
        per_page: q.per_page,
      });
    },
  });

  app.route({
    ...routeOf(endpoints.quoteJob, {
      tags,
      summary: 'An invited provider quotes (or revises the quote); NZD cents, GST included',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const user = requireUser(request);
      const b = request.body;
      const { id, revised } = await submitQuote(deps, user.id, request.params.id, {
        kind: b.kind,
        amountCents: b.amount_cents,
        amountMaxCents: b.amount_max_cents,
        includes: b.includes,
        earliestStart: b.earliest_start,
        validDays: b.valid_days,
        message: b.message,
      });
      const detail = await getJobDetail(deps, { id: user.id, isAdmin: false }, request.params.id);
      const quote = detail.quotes.find((q) => q.id === id)!;
      return {
        success: true as const,
        message: revised ? JOB_TEXTS.quoteRevised : JOB_TEXTS.quoted,
        quote,
      };
    },
  });

  app.route({
    ...routeOf(endpoints.declineJob, { tags, summary: 'The invited provider declines', errors }),
    onRequest: authenticated,
    handler: async (request) => {
      await declineInvite(deps, requireUser(request).id, request.params.id, request.body.reason);
      return { success: true as const, message: JOB_TEXTS.declined };
    },
  });

  const reportsPerUser = perHour(20, 'Too many reports.', 'user');
  app.route({
    ...routeOf(endpoints.reportJob, {
      tags,
      summary: 'An invited provider reports the job to the admins (once per job)',
      errors,
    }),
    onRequest: [authenticated, reportsPerUser],
    handler: async (request) => {
      await reportJob(deps, requireUser(request).id, request.params.id, request.body.reason);
      return { success: true as const, message: JOB_TEXTS.reported };
    },
  });
}

/** Hiring and the end of a job: accept, complete, confirm. */
function hireRoutes(app: App, deps: JobDeps): void {
  app.route({
    ...routeOf(endpoints.acceptQuote, {
      tags,
      summary: 'The member hires: an unexpired quote on an open job; the others are told',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const jobId = await acceptQuote(deps, requireUser(request).id, request.params.id);
      return {
        success: true as const,
        message: JOB_TEXTS.accepted,
        job: await jobAnswer(deps, jobId),
      };
    },
  });

  app.route({
    ...routeOf(endpoints.completeJob, {
      tags,
      summary: 'The hired provider marks the job done',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      await markDone(deps, requireUser(request).id, request.params.id);
      return {
        success: true as const,
        message: JOB_TEXTS.completed,
        job: await jobAnswer(deps, request.params.id),
      };
    },
  });

  app.route({
    ...routeOf(endpoints.confirmJob, {
      tags,
      summary: 'The member confirms the job is done',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      await confirmDone(deps, requireUser(request).id, request.params.id);
      return {
        success: true as const,
        message: JOB_TEXTS.confirmed,
        job: await jobAnswer(deps, request.params.id),
      };
    },
  });
}

/** The admin: the jobs log and the reported jobs. */
function adminJobRoutes(app: App, deps: JobDeps): void {
  app.route({
    ...routeOf(endpoints.adminJobsLog, {
      tags: ['admin'],
      summary: 'Jobs log: counts by state and by sub category (admins)',
      errors,
    }),
    onRequest: adminOnly,
    handler: async (_request, reply) => {
      reply.headers(noStore);
      return { success: true as const, ...(await jobsLog(deps)) };
    },
  });

  app.route({
    ...routeOf(endpoints.adminJobReports, {
      tags: ['admin'],
      summary: 'Open job reports, oldest first, each with its whole job (admins)',
      errors,
    }),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      reply.headers(noStore);
      const q = request.query;
      const { reports, total } = await listJobReports(deps, q);
      return { success: true as const, reports, total, page: q.page, per_page: q.per_page };
    },
  });

  app.route({
    ...routeOf(endpoints.resolveJobReport, {
      tags: ['admin'],
      summary: 'Keep the reported job, or remove it (cancels it; audited, everyone told)',
      errors,
    }),
    onRequest: adminOnly,
    handler: async (request) => {
      const message = await resolveJobReport(deps, requireUser(request), request.params.id, {
        action: request.body.action,
        resolution: request.body.resolution,
      });
      return { success: true as const, message };
    },
  });
}

/** Jobs and quotes (issue 26): thin routes over jobs.service, quotes.service and job-reads. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage, changes, dbHandle } = app.deps;
  // The clock is read at call time: a test may replace app.deps.now after the build.
  const base: JobDeps = { db, config, storage, changes, now: () => app.deps.now() };
  // The hot reads run on prepared statements (db/query.ts); changes never do.
  const deps: RouteDeps = {
    ...base,
    reads: { ...base, query: createQueryRunner(dbHandle) },
    strict: !config.isProduction,
  };
  postRoutes(app, deps);
  readRoutes(app, deps);
  memberRoutes(app, deps);
  providerRoutes(app, deps);
  hireRoutes(app, deps);
  adminJobRoutes(app, deps);
};
