import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorResponses } from '../../lib/http.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import { authenticated, requireUser } from '../../plugins/session.ts';
import {
  findPrivateNote,
  getPrivateNoteById,
  NOTE_DELETED,
  NOTE_SAVED,
  savePrivateNote,
  type PrivateNote,
} from './private-notes.service.ts';

const errors = errorResponses(400, 401, 403, 404, 415, 429);
const tags = ['members'];

const answer = (found: PrivateNote | null, message?: string) => ({
  success: true as const,
  ...(message ? { message } : {}),
  note: found?.note ?? null,
  note_id: found?.id ?? null,
  updated_at: found?.updatedAt.toISOString() ?? null,
});

/** The member's private note on a service (issue 22 §4): its author's only. */
export const privateNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const perMember = perHour(120, 'Too many note changes.', 'user');

  app.route({
    ...routeOf(endpoints.privateNote, {
      tags,
      summary: "The session user's private note on a service (null when none)",
      description:
        "Only its author can read a note: the answer is always the session user's own note. An unknown service, or one the user may not see, is 404.",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return answer(await findPrivateNote(db, user, request.query.service_id));
    },
  });

  app.route({
    ...routeOf(endpoints.privateNoteById, {
      tags,
      summary: 'A private note by its id (its author only)',
      description: "Anyone but the note's author gets 404, as for an id that does not exist.",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return answer(await getPrivateNoteById(db, user, request.params.id));
    },
  });

  app.route({
    ...routeOf(endpoints.savePrivateNote, {
      tags,
      summary: 'Keep, change or delete (empty note) the private note on a service',
      description:
        'json service_id and note (at most 1000 characters, trimmed). An empty note deletes it. One note per member and service.',
      errors,
    }),
    onRequest: [authenticated, perMember],
    config: { fieldLabels: { note: 'Note' } },
    handler: async (request) => {
      const user = requireUser(request);
      const { service_id: serviceId, note } = request.body;
      const saved = await savePrivateNote(db, user, serviceId, note);
      request.log.info({ userId: user.id, serviceId, deleted: saved === null }, 'private note');
      return answer(saved, saved ? NOTE_SAVED : NOTE_DELETED);
    },
  });
};
