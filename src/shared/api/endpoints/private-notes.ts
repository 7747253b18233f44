/** The private note calls (issue 22 §4): the session user's own note on a service. */
import { defineEndpoint } from '../endpoint.ts';
import {
  PrivateNoteBodySchema,
  PrivateNoteParamsSchema,
  PrivateNoteQuerySchema,
  PrivateNoteResponseSchema,
} from '../private-notes.ts';

export const privateNote = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/private-note',
  query: PrivateNoteQuerySchema,
  response: PrivateNoteResponseSchema,
});

export const privateNoteById = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/private-notes/:id',
  params: PrivateNoteParamsSchema,
  response: PrivateNoteResponseSchema,
});

/** Keeps, changes or (an empty note) deletes the note. */
export const savePrivateNote = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/private-note',
  body: PrivateNoteBodySchema,
  response: PrivateNoteResponseSchema,
});
