import { isDeepStrictEqual } from 'node:util';

import { z } from 'zod';

import { materialize, stringifyAnswer, type AnswerBody } from './raw-json.ts';

/**
 * The response serializer of the public reads (decision 081). The zod response schemas stay the
 * contract and the OpenAPI source, but validating every card of every answer at run time cost
 * about a third of a list's CPU. In production the answer, built by code whose output the tests
 * check, is written with JSON.stringify. Everywhere else (tests, development) it is checked
 * against its schema first, and an answer that carries a field the schema does not declare (which
 * zod would silently strip) or a value it would change is refused: a test then fails instead of
 * a private field reaching clients in production.
 */
export function answerSerializer(
  schema: z.ZodType,
  strict: boolean,
): (data: unknown) => AnswerBody {
  if (!strict) return stringifyAnswer;
  return (answer) => {
    // Lists arrive with their cards as JSON text from PostgreSQL (decision 083): checked too.
    const data = materialize(answer);
    const result = z.safeEncode(schema, data);
    if (!result.success) {
      throw new Error(`the answer does not match its schema: ${result.error.message}`);
    }
    const plain: unknown = JSON.parse(JSON.stringify(data));
    const checked: unknown = JSON.parse(JSON.stringify(result.data));
    if (!isDeepStrictEqual(plain, checked)) {
      throw new Error('the answer carries fields or values outside its schema');
    }
    return stringifyAnswer(answer);
  };
}
