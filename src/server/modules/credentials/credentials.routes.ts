import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CredentialFieldsSchema, CREDENTIAL_TEXTS } from '#shared/api/credentials.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { uploadedFileSchema } from '../../lib/form-input.ts';
import { errorResponses, FORM_CONSUMES } from '../../lib/http.ts';
import { perDay } from '../../platform/changes/rate-limit.ts';
import { adminOnly, authenticated, requireUser } from '../../plugins/session.ts';
import {
  approveCredential,
  listAdminCredentials,
  rejectCredential,
  type CheckDeps,
} from './credential-checks.service.ts';
import {
  addCredential,
  assertProvider,
  getCertificate,
  listOwnCredentials,
  removeCredential,
  type CredentialDeps,
} from './credentials.service.ts';

const tags = ['credentials'];
const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
const noStore = { 'cache-control': 'no-store' };

/** Credentials added per provider and day (issue 27 §3: abuse of the admins' queue). */
export const CREDENTIALS_PER_DAY = 20;

type App = Parameters<FastifyPluginAsyncZod>[0];
type Deps = CredentialDeps & CheckDeps;

/** Badges that were checked (issue 27 §3, decision 136): the provider's calls and the admin's. */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, changes, config } = app.deps;
  const deps: Deps = { db, storage, changes, config, now: () => app.deps.now() };
  ownRoutes(app, deps);
  adminRoutes(app, deps);
};

/** The provider's own: list, add, remove, and the certificate (also for admins). */
function ownRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const addsPerProvider = perDay(CREDENTIALS_PER_DAY, 'Too many credentials added today.', 'user');
  const providerOnly = async (request: Parameters<typeof authenticated>[0]) => {
    assertProvider(requireUser(request));
  };

  app.route({
    ...routeOf(endpoints.listCredentials, {
      tags,
      summary: "The provider's own credentials (all states), newest first",
      errors,
    }),
    onRequest: [authenticated, providerOnly],
    handler: async (request, reply) => {
      reply.headers(noStore);
      return { result: await listOwnCredentials(db, requireUser(request)) };
    },
  });

  const addRoute = routeOf(endpoints.addCredential, {
    tags,
    summary: 'Add a credential to be checked by an admin (providers; multipart)',
    description:
      "multipart: kind (nzbn, lbp, ewrb, pgdb, insurance), number (13-digit NZBN with its GS1 check digit; BP + 6 digits; 4 to 7 digits), classes[] (lbp, ewrb, pgdb: from the register's list), insurer, amount_cents, expires_on (a future date) and certificate (insurance: required; a PDF or a JPEG/PNG/WebP image of at most 5 MB, checked from its bytes). One waiting per kind (409). 20 a day.",
    consumes: FORM_CONSUMES,
    errors,
  });
  app.route({
    ...addRoute,
    schema: {
      ...addRoute.schema,
      body: CredentialFieldsSchema.extend({ certificate: uploadedFileSchema.optional() }),
    },
    onRequest: [authenticated, providerOnly, addsPerProvider],
    config: { files: { certificate: { tooLarge: CREDENTIAL_TEXTS.certificateSize } } },
    handler: async (request, reply) => {
      const b = request.body;
      const result = await addCredential(deps, requireUser(request), {
        kind: b.kind,
        number: b.number,
        classes: b.classes,
        insurer: b.insurer,
        amount_cents: b.amount_cents,
        expires_on: b.expires_on,
        certificate: b.certificate,
      });
      request.log.info({ credentialId: result.id, kind: result.kind }, 'credential added');
      reply.headers(noStore);
      return { success: true as const, message: CREDENTIAL_TEXTS.added, result };
    },
  });

  app.route({
    ...routeOf(endpoints.removeCredential, {
      tags,
      summary: 'Remove one of your credentials (its badge goes at once)',
      errors,
    }),
    onRequest: [authenticated, providerOnly],
    handler: async (request) => {
      await removeCredential(deps, requireUser(request), request.params.id);
      return { success: true as const, message: CREDENTIAL_TEXTS.removed };
    },
  });

  app.route({
    ...routeOf(endpoints.credentialCertificate, {
      tags,
      summary: "A credential's certificate (its owner and admins only; the file itself)",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request, reply) => {
      const file = await getCertificate(deps, requireUser(request), request.params.id);
      return reply
        .headers(noStore)
        .type(file.type)
        .header('content-disposition', `inline; filename="${file.name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  });
}

/** The admin's queue and checks. */
function adminRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  app.route({
    ...routeOf(endpoints.adminCredentials, {
      tags: ['admin'],
      summary: 'Credentials to check (or in another state), oldest first, with the register link',
      errors,
    }),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      reply.headers(noStore);
      const q = request.query;
      const page = await listAdminCredentials(db, q);
      return { ...page, page: q.page };
    },
  });

  app.route({
    ...routeOf(endpoints.approveCredential, {
      tags: ['admin'],
      summary: 'Approve a waiting credential with the date it was checked (audited; emailed)',
      errors,
    }),
    onRequest: adminOnly,
    handler: async (request) => {
      await approveCredential(
        deps,
        requireUser(request),
        request.params.id,
        request.body.checked_on,
      );
      return { success: true as const, message: CREDENTIAL_TEXTS.approved };
    },
  });

  app.route({
    ...routeOf(endpoints.rejectCredential, {
      tags: ['admin'],
      summary: 'Reject a waiting credential with the reason (audited; emailed)',
      errors,
    }),
    onRequest: adminOnly,
    handler: async (request) => {
      await rejectCredential(deps, requireUser(request), request.params.id, request.body.reason);
      return { success: true as const, message: CREDENTIAL_TEXTS.rejected };
    },
  });
}
