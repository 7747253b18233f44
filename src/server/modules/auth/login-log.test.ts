import { describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, insertMember } from '#tests/factories/index.ts';
import { uniqueEmail, uniqueIp } from '#tests/helpers/http.ts';
import { captureLogs, type LogLine } from '#tests/helpers/log-capture.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

const WRONG = 'Not-the-password-42';

/** Issue 22 §6b: failed logins are logged apart from successful ones, with the reason. */
describe.each(testDbKinds)('login log lines on %s', (kind) => {
  const logs = captureLogs();
  const t = useTestApp(kind, { env: { LOG_LEVEL: 'info' }, logger: logs.logger });

  const attempt = (name: string, password: string, ip = uniqueIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { name, password },
    });
  /** The login lines written by `run`, and the raw text written meanwhile. */
  async function linesOf(run: () => Promise<unknown>) {
    const before = logs.raw().length;
    const beforeLines = logs.lines().length;
    await run();
    const lines = logs
      .lines()
      .slice(beforeLines)
      .filter((l: LogLine) => typeof l.msg === 'string' && l.msg.startsWith('login'));
    return { lines, raw: logs.raw().slice(before) };
  }

  it('logs a success with outcome success and the user id, no email or password', async () => {
    const email = uniqueEmail('logok');
    const member = await insertMember(t.handle.db, { email });
    const { lines, raw } = await linesOf(() => attempt(email, GOOD_PASSWORD));
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'login', outcome: 'success', userId: member.id }),
    ]);
    expect(raw).not.toContain(email);
    expect(raw).not.toContain(GOOD_PASSWORD);
  });

  it.each([
    ['wrong_password', true],
    ['unknown_account', false],
  ] as const)(
    'logs a failure (%s) apart, without the name or password typed',
    async (reason, exists) => {
      const email = uniqueEmail('logbad');
      const member = exists ? await insertMember(t.handle.db, { email }) : null;
      const { lines, raw } = await linesOf(() => attempt(email, WRONG));
      expect(lines).toEqual([
        expect.objectContaining({
          msg: 'login failed',
          outcome: 'failure',
          reason,
          userId: member?.id ?? null,
        }),
      ]);
      expect(raw).not.toContain(email);
      expect(raw).not.toContain(WRONG);
    },
  );

  it('logs a suspended account and a locked one with their reasons', async () => {
    const email = uniqueEmail('logsusp');
    const suspended = await insertMember(t.handle.db, { email, isSuspended: true });
    const susp = await linesOf(() => attempt(email, GOOD_PASSWORD));
    expect(susp.lines).toEqual([
      expect.objectContaining({ outcome: 'failure', reason: 'suspended', userId: suspended.id }),
    ]);
    expect(susp.raw).not.toContain(email);

    const lockedEmail = uniqueEmail('loglock');
    const locked = await insertMember(t.handle.db, { email: lockedEmail });
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) await attempt(lockedEmail, WRONG, ip);
    let status = 0;
    const { lines, raw } = await linesOf(async () => {
      status = (await attempt(lockedEmail, GOOD_PASSWORD, ip)).statusCode;
    });
    expect(status).toBe(429);
    expect(lines).toEqual([
      expect.objectContaining({ outcome: 'failure', reason: 'locked', userId: locked.id }),
    ]);
    expect(raw).not.toContain(lockedEmail);
    expect(raw).not.toContain(GOOD_PASSWORD);
  });
});
