import type { FastifyReply, FastifyRequest, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { answerSerializer } from './answer-serializer.ts';
import { sendJson } from './cached-read.ts';

/**
 * A hot read that no cache may keep (a signed-in user's own list or thread) answered the way the
 * public reads answer their direct path (decisions 081, 087, 130): the 200 answer written with
 * JSON.stringify in production and checked against its schema everywhere else
 * (answer-serializer.ts), then compressed on the event loop at the fastest levels
 * (cached-read.ts), instead of zod's serializer and @fastify/compress's streams. Errors keep the
 * zod serializer.
 *
 *   const answers = directAnswers(endpoints.conversations.response, strict);
 *   app.route({ ...routeOf(…), serializerCompiler: answers.serializerCompiler,
 *     handler: async (request, reply) => answers.send(request, reply, await read()) });
 */
export function directAnswers<S extends z.ZodType>(schema: S, strict: boolean) {
  const serialize = answerSerializer(schema, strict);
  // Generic, so that it fits any route's schema type.
  const compiler = <T>(route: Parameters<FastifySerializerCompiler<T>>[0]) =>
    route.httpStatus === '200'
      ? (data: unknown) => String(serialize(data))
      : serializerCompiler(route as never);
  return {
    serializerCompiler: compiler,
    send: (request: FastifyRequest, reply: FastifyReply, answer: z.input<S>): FastifyReply =>
      sendJson(request, reply, serialize(answer)),
  };
}
