import { describe, expect, it } from 'vitest';

import { isDatabaseBusy, isDatabaseUnavailable } from './errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an administrator shutdown (57P01)', withCode('terminating connection', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection failure (08006)', withCode('connection failure', '08006')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
    [
      'both localhost addresses refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
  ])('recognises %s, also wrapped by drizzle', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(err))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['any other error', new Error('something else')],
    ['not an error', 'ECONNREFUSED'],
  ])('does not take %s for an outage', (_name, err) => {
    expect(isDatabaseUnavailable(wrapped(err))).toBe(false);
  });

  it('tells a statement timeout (busy) apart', () => {
    expect(isDatabaseBusy(wrapped(withCode('canceling statement', '57014')))).toBe(true);
    expect(isDatabaseBusy(withCode('terminating connection', '57P01'))).toBe(false);
  });
});
