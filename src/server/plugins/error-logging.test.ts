import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, insertMember } from '#tests/factories/index.ts';
import { loginAs } from '#tests/helpers/http.ts';
import { captureLogs } from '#tests/helpers/log-capture.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

const NEW_PASSWORD = 'Kowhai-in-bloom-2026';

describe.each(testDbKinds)('logs of a failed write carry no secrets on %s', (kind) => {
  const logs = captureLogs();
  const t = useTestApp(kind, { env: { LOG_LEVEL: 'info' }, logger: logs.logger });

  it('logs the request id and the error code, never the hash, email, token or params', async () => {
    const member = await insertMember(t.handle.db, { email: 'leak.check@example.co.nz' });
    const cookie = await loginAs(t.app, member.email);
    // A rule no new password hash can meet: the change-password write fails inside PostgreSQL
    // with a check violation, whose `detail` repeats the whole row (email, new hash).
    await t.handle.db.execute(
      sql.raw(
        'alter table users add constraint test_no_new_hash check (password_hash is null or length(password_hash) < 20) not valid',
      ),
    );
    const before = logs.raw().length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/change-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCD',
      cookies: { ks_session: cookie },
      headers: { 'x-request-id': 'leak-test-1' },
      payload: { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: 0, success: false, request_id: 'leak-test-1' });

    const written = logs.raw().slice(before);
    const failure = logs.lines().find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      reqId: 'leak-test-1',
      err: { code: '23514', constraint: 'test_no_new_hash' },
    });
    expect(String((failure!.err as { message: string }).message)).toMatch(/^Failed query: update/);
    for (const secret of [
      '$argon2id',
      'leak.check@example.co.nz',
      member.email.split('@')[0]!,
      cookie,
      NEW_PASSWORD,
      GOOD_PASSWORD,
      'abcdefghijklmnopqrstuvwxyz0123456789ABCD',
      'params',
      'Failing row',
    ]) {
      expect(written, secret).not.toContain(secret);
    }
  });
});
