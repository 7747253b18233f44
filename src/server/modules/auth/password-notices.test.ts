import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, insertMember } from '#tests/factories/index.ts';
import { latestLinkToken, loginAs, uniqueEmail, uniqueIp } from '#tests/helpers/http.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { outboxEmails, users } from '../../db/schema/index.ts';
import { afterReplyIdle } from '../../lib/after-reply.ts';
import { FORGOT_PASSWORD_MESSAGE } from './auth.routes.ts';

describe.each(testDbKinds)('password notices and forgot-password on %s', (kind) => {
  const t = useTestApp(kind);

  const db = () => t.handle.db;
  const mailsTo = (to: string, kind?: string) =>
    db()
      .select()
      .from(outboxEmails)
      .where(
        kind ? and(eq(outboxEmails.to, to), eq(outboxEmails.kind, kind)) : eq(outboxEmails.to, to),
      );
  const forgot = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      remoteAddress: uniqueIp(),
      payload: { email },
    });

  it('emails the user when the password is changed from the account, in the same change', async () => {
    const member = await insertMember(db(), { firstName: 'Mere' });
    const cookie = await loginAs(t.app, member.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      cookies: { ks_session: cookie },
      payload: { current_password: GOOD_PASSWORD, new_password: 'Rimu-forest-walk-31' },
    });
    expect(res.json()).toMatchObject({ status: 1, success: true });
    const [notice, ...more] = await mailsTo(member.email);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({
      kind: 'password_changed',
      subject: 'Your Kiwi Services password was changed',
      status: 'pending',
    });
    expect(notice!.text).toContain('Kia ora Mere,');
    expect(notice!.text).toContain('from your account settings');
    expect(notice!.text).toContain(`${t.config.publicUrl}/ContactUs`);
    expect(notice!.html).toContain('&quot;Forgot password&quot; on the login page');
    // Neither the old nor the new password is in the message.
    expect(notice!.text).not.toContain('Rimu-forest-walk-31');
    expect(notice!.text).not.toContain(GOOD_PASSWORD);
  });

  it('sends no notice when the password change is refused', async () => {
    const member = await insertMember(db());
    const cookie = await loginAs(t.app, member.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      cookies: { ks_session: cookie },
      payload: { current_password: 'not-the-password', new_password: 'Rimu-forest-walk-31' },
    });
    expect(res.json()).toMatchObject({ status: 0 });
    expect(await mailsTo(member.email)).toHaveLength(0);
  });

  it('answers forgot-password neutrally; the reset mail arrives for a real address only', async () => {
    const member = await insertMember(db());
    const nobody = uniqueEmail('nobody');
    const known = await forgot(member.email);
    const unknown = await forgot(nobody);
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 1, success: true, message: FORGOT_PASSWORD_MESSAGE });
    }
    await afterReplyIdle();
    const resets = await mailsTo(member.email, 'password_reset');
    expect(resets).toHaveLength(1);
    expect(resets[0]!.text).toContain('/set-password?token=');
    expect(await mailsTo(nobody)).toHaveLength(0);
  });

  it('a suspended account gets no reset mail, with the same answer', async () => {
    const member = await insertMember(db(), { isSuspended: true });
    const res = await forgot(member.email);
    expect(res.json()).toMatchObject({ status: 1, message: FORGOT_PASSWORD_MESSAGE });
    await afterReplyIdle();
    expect(await mailsTo(member.email)).toHaveLength(0);
  });

  it('emails the user when the password was reset through a link, and only for a reset', async () => {
    const member = await insertMember(db(), { firstName: 'Tama' });
    await forgot(member.email);
    await afterReplyIdle();
    const token = await latestLinkToken(db(), member.email);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/password/set',
      remoteAddress: uniqueIp(),
      payload: { token, password: 'Totara-river-stone-8' },
    });
    expect(set.json()).toMatchObject({ status: 1 });
    const [notice, ...more] = await mailsTo(member.email, 'password_reset_done');
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe('Your Kiwi Services password was reset');
    expect(notice!.text).toContain('Kia ora Tama,');
    expect(notice!.text).toContain('using a password reset link');

    // Choosing the first password after registration is not a change: no notice.
    const email = uniqueEmail('setup');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: uniqueIp(),
      payload: { f_name: 'Ana', l_name: 'Kerr', phone_number: '0211234567', email, role_id: 3 },
    });
    expect(reg.json()).toMatchObject({ status: 1 });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/password/set',
      remoteAddress: uniqueIp(),
      payload: { token: await latestLinkToken(db(), email), password: 'Kahikatea-tall-44' },
    });
    expect(setup.json()).toMatchObject({ status: 1 });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user!.passwordHash).not.toBeNull();
    expect(await mailsTo(email, 'password_reset_done')).toHaveLength(0);
  });
});
