/**
 * The calls and reads the auth API suites share (registration, provider registration, password
 * links, login and sessions, cross-origin checks): each builds requests on the suite's app.
 */
import { eq, sql } from 'drizzle-orm';

import { users } from '../../src/server/db/schema/index.ts';
import { uniqueIp } from './http.ts';
import type { SuiteApp } from './use-test-app.ts';

export function authCalls(t: SuiteApp) {
  const db = () => t.handle.db;
  const findUser = async (email: string) =>
    (await db().select().from(users).where(eq(users.email, email)))[0];
  const countUsers = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
    )[0]!.n;

  const registerPersonal = (fields: Record<string, unknown>, remoteAddress = uniqueIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: {
        f_name: 'Mere',
        l_name: 'Parata',
        phone_number: '0211234567',
        is_verified: 0,
        role_id: 3,
        ...fields,
      },
    });

  const setPassword = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/set',
      remoteAddress: uniqueIp(),
      payload: { token, password },
    });

  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', cookies: { ks_session: cookie } });

  return { db, findUser, countUsers, registerPersonal, setPassword, me };
}
