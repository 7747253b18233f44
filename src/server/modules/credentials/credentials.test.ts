import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { CREDENTIAL_TEXTS, type Credential } from '#shared/api/credentials.ts';
import {
  adminActions,
  outboxEmails,
  providerCredentials,
  services,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import {
  insertCatalogue,
  insertProvider,
  insertService,
  insertSubscription,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { minimalPdf } from '#tests/helpers/files.ts';
import { multipartBody } from '#tests/helpers/http.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { nzToday } from '../account/availability.service.ts';
import { addDays, runCredentialExpiry } from './credential-expiry.service.ts';

type Session = { cookie: string };
type File = { bytes: Buffer; filename: string; type: string };

/** Valid NZBNs (GS1 check digit) and ones with a wrong last digit. */
const GOOD_NZBN = '9429041535257';
const BAD_NZBN = '9429041535258';

/** Badges that were checked (issue 27 §3–§6, decision 136). */
describe.each(testDbKinds)('credentials on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;
  const today = () => nzToday(new Date(t.app.deps.now()));

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    session: Session | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...session },
      ...(payload ? { payload } : {}),
    });

  const add = (
    session: Session | null,
    fields: Record<string, string>,
    files: Record<string, File> = {},
  ) => {
    const body = multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/credentials',
      headers: { origin: TEST_ORIGIN, ...session, ...body.headers },
      payload: body.payload,
    });
  };

  const pdf = (): File => ({
    bytes: minimalPdf(),
    filename: 'policy.pdf',
    type: 'application/pdf',
  });

  async function scene() {
    const { refs, subCategory } = await insertCatalogue(db());
    const provider = await insertProvider(db(), { businessName: 'Totara Builders' });
    const service = await insertService(db(), { ...refs, addedById: provider.id });
    const other = await insertProvider(db(), { businessName: 'Rimu Sparks' });
    const member = await insertUser(db(), { firstName: 'Aroha' });
    const admin = await insertUser(db(), { roleId: 1 });
    return {
      provider,
      service,
      subCategory,
      other,
      owner: await sessionCookie(db(), provider.id),
      otherSession: await sessionCookie(db(), other.id),
      memberSession: await sessionCookie(db(), member.id),
      adminSession: await sessionCookie(db(), admin.id),
    };
  }
  type Scene = Awaited<ReturnType<typeof scene>>;

  const addLbp = async (s: Scene, classes = ['Carpentry'], session = s.owner) => {
    const body = multipartBody({ kind: 'lbp', number: 'bp 123456' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/credentials',
      headers: { origin: TEST_ORIGIN, ...session, ...body.headers },
      payload: withClasses(body, classes),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: Credential }>().result;
  };

  /** Adds `classes[]` parts to a multipart body before its closing boundary. */
  function withClasses(body: ReturnType<typeof multipartBody>, classes: string[]): Buffer {
    const boundary = body.headers['content-type']!.split('boundary=')[1]!;
    const text = body.payload.toString('latin1');
    const end = `--${boundary}--\r\n`;
    const parts = classes
      .map(
        (c) => `--${boundary}\r\nContent-Disposition: form-data; name="classes[]"\r\n\r\n${c}\r\n`,
      )
      .join('');
    return Buffer.from(text.slice(0, text.length - end.length) + parts + end, 'latin1');
  }

  const approve = (s: Scene, id: number, checkedOn = today()) =>
    call('POST', `/api/admin/credentials/${id}/approve`, s.adminSession, {
      checked_on: checkedOn,
    });

  const subList = (s: Scene, verifiedOnly: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/getSubCategoryServices',
      headers: { origin: TEST_ORIGIN },
      payload: {
        subCategory_id: s.subCategory.id,
        ...(verifiedOnly ? { verified_only: true } : {}),
      },
    });
  const badgesOnCard = async (s: Scene) => {
    const res = await subList(s, false);
    expect(res.statusCode, res.body).toBe(200);
    const card = res
      .json<{ services: { id: number; badges: unknown[] }[] }>()
      .services.find((c) => c.id === s.service.id);
    return card!.badges;
  };
  const verifiedIds = async (s: Scene) =>
    (await subList(s, true)).json<{ services: { id: number }[] }>().services.map((c) => c.id);
  const sellerBadges = async (s: Scene) =>
    (await call('GET', `/api/seller-detail?id=${s.provider.slug}`, null)).json<{
      seller: { badges: unknown[] };
    }>().seller.badges;
  const detail = async (s: Scene) =>
    (await call('GET', `/api/service-detail?id=${s.service.slug}`, null)).json<{
      services: { badges: unknown[]; provider: { badges: unknown[] } };
    }>().services;

  it('checks the NZBN check digit and the number shapes, with field messages', async () => {
    const s = await scene();
    const good = await add(s.owner, {
      kind: 'nzbn',
      number: `${GOOD_NZBN.slice(0, 4)} ${GOOD_NZBN.slice(4)}`,
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().result).toMatchObject({
      kind: 'nzbn',
      number: GOOD_NZBN,
      state: 'pending',
      label: `NZBN ${GOOD_NZBN}`,
      certificate_url: null,
    });
    const cases: [Record<string, string>, string, string][] = [
      [{ kind: 'nzbn', number: BAD_NZBN }, 'number', CREDENTIAL_TEXTS.nzbnCheckDigit],
      [{ kind: 'nzbn', number: '942904153525' }, 'number', CREDENTIAL_TEXTS.nzbnShape],
      [{ kind: 'lbp', number: 'BP12345' }, 'number', CREDENTIAL_TEXTS.lbpShape],
      [{ kind: 'lbp', number: '123456' }, 'number', CREDENTIAL_TEXTS.lbpShape],
      [{ kind: 'ewrb', number: 'E12' }, 'number', CREDENTIAL_TEXTS.registrationShape],
      [{ kind: 'pgdb', number: '123' }, 'number', CREDENTIAL_TEXTS.registrationShape],
      [{ kind: 'lbp', number: 'BP123456' }, 'classes', CREDENTIAL_TEXTS.classesRequired],
      [
        { kind: 'ewrb', number: '12345', classes: 'Carpentry' },
        'classes',
        CREDENTIAL_TEXTS.classUnknown,
      ],
      [{ kind: 'ewrb' }, 'number', 'is required'],
      [{ kind: 'insurance' }, 'insurer', CREDENTIAL_TEXTS.insurerRequired],
      [{ kind: 'insurance' }, 'certificate', CREDENTIAL_TEXTS.certificateRequired],
      [
        { kind: 'insurance', insurer: 'Vero', amount_cents: '200000000', expires_on: today() },
        'expires_on',
        CREDENTIAL_TEXTS.expiryPast,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await add(s.otherSession, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(fields)).toContain(message);
    }
    expect(
      await db()
        .select()
        .from(providerCredentials)
        .where(eq(providerCredentials.providerId, s.other.id)),
    ).toEqual([]);
  });

  it('refuses members, strangers and a second waiting one of a kind', async () => {
    const s = await scene();
    expect((await add(null, { kind: 'nzbn', number: GOOD_NZBN })).statusCode).toBe(401);
    const member = await add(s.memberSession, { kind: 'nzbn', number: GOOD_NZBN });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(CREDENTIAL_TEXTS.providersOnly);
    expect((await call('GET', '/api/credentials', s.memberSession)).statusCode).toBe(403);
    expect((await add(s.owner, { kind: 'nzbn', number: GOOD_NZBN })).statusCode).toBe(200);
    const again = await add(s.owner, { kind: 'nzbn', number: GOOD_NZBN });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CREDENTIAL_TEXTS.alreadyWaiting);
  });

  it('takes a PDF or an image certificate, refuses other files and ones over 5 MB; only the owner and admins read it', async () => {
    const s = await scene();
    const fields = {
      kind: 'insurance',
      insurer: 'Vero',
      amount_cents: '200000000',
      expires_on: addDays(today(), 200),
    };
    const text = await add(s.owner, fields, {
      certificate: {
        bytes: Buffer.from('not a certificate at all'),
        filename: 'c.pdf',
        type: 'application/pdf',
      },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().errors.certificate).toEqual([CREDENTIAL_TEXTS.certificateType]);
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await add(s.owner, fields, {
      certificate: { bytes: big, filename: 'big.pdf', type: 'application/pdf' },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errors.certificate).toEqual([CREDENTIAL_TEXTS.certificateSize]);
    // Over the upload limit itself (8 MB): the same field message.
    const huge = await add(s.owner, fields, {
      certificate: {
        bytes: Buffer.concat([minimalPdf(), Buffer.alloc(9 * 1024 * 1024)]),
        filename: 'huge.pdf',
        type: 'application/pdf',
      },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors.certificate).toEqual([CREDENTIAL_TEXTS.certificateSize]);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const photo = await add(s.otherSession, fields, {
      certificate: { bytes: png, filename: 'c.png', type: 'image/png' },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const res = await add(s.owner, fields, { certificate: pdf() });
    expect(res.statusCode, res.body).toBe(200);
    const cred = res.json<{ result: Credential }>().result;
    expect(cred).toMatchObject({ label: 'Insured to $2,000,000', insurer: 'Vero' });
    expect(cred.certificate_url).toBe(`/api/credentials/${cred.id}/certificate`);
    const [row] = await db()
      .select()
      .from(providerCredentials)
      .where(eq(providerCredentials.id, cred.id));
    expect(row!.certificateKey).toMatch(/^certificates\/[0-9a-f]{32}\.pdf$/);
    const mine = await call('GET', cred.certificate_url!, s.owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.equals(minimalPdf())).toBe(true);
    expect((await call('GET', cred.certificate_url!, s.adminSession)).statusCode).toBe(200);
    expect((await call('GET', cred.certificate_url!, s.otherSession)).statusCode).toBe(403);
    expect((await call('GET', cred.certificate_url!, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/credentials/999999/certificate', s.owner)).statusCode).toBe(
      404,
    );
  });

  it('shows strangers no unchecked data; the admin approves with a date and the badge shows everywhere', async () => {
    const s = await scene();
    const lbp = await addLbp(s, ['Carpentry', 'Site 1']);
    expect(lbp.number).toBe('BP123456');
    const rejectMe = await add(s.owner, { kind: 'nzbn', number: GOOD_NZBN });
    const nzbn = rejectMe.json<{ result: Credential }>().result;
    // Waiting ones show nowhere public; another provider's list is their own.
    expect(await badgesOnCard(s)).toEqual([]);
    expect(await sellerBadges(s)).toEqual([]);
    expect(await verifiedIds(s)).toEqual([]);
    const others = await call('GET', '/api/credentials', s.otherSession);
    expect(others.json().result).toEqual([]);
    const own = await call('GET', '/api/credentials', s.owner);
    expect(
      own
        .json<{ result: Credential[] }>()
        .result.map((c) => c.id)
        .sort(),
    ).toEqual([lbp.id, nzbn.id].sort());
    // The queue, oldest first, with the register's link.
    expect((await call('GET', '/api/admin/credentials', s.owner)).statusCode).toBe(403);
    const queue = await call('GET', '/api/admin/credentials', s.adminSession);
    expect(queue.statusCode, queue.body).toBe(200);
    const mineInQueue = queue
      .json<{
        result: { id: number; register_url: string; provider: { id: number; email: string } }[];
      }>()
      .result.filter((c) => c.provider.id === s.provider.id);
    expect(mineInQueue.map((c) => c.id)).toEqual([lbp.id, nzbn.id]);
    expect(mineInQueue[0]!.register_url).toContain('lbp.govt.nz');
    expect(mineInQueue[0]!.register_url).toContain('BP123456');
    expect(mineInQueue[0]!.provider.email).toBe(s.provider.email);
    // Approve: not in the future; only a waiting one.
    const future = await approve(s, lbp.id, addDays(today(), 1));
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.checked_on).toEqual([CREDENTIAL_TEXTS.checkedOnFuture]);
    expect(
      (
        await call('POST', `/api/admin/credentials/${lbp.id}/approve`, s.owner, {
          checked_on: today(),
        })
      ).statusCode,
    ).toBe(403);
    const ok = await approve(s, lbp.id, '2026-01-05');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await approve(s, lbp.id)).statusCode).toBe(409);
    expect((await approve(s, 999_999)).statusCode).toBe(404);
    // Reject with a reason.
    const noReason = await call(
      'POST',
      `/api/admin/credentials/${nzbn.id}/reject`,
      s.adminSession,
      { reason: '' },
    );
    expect(noReason.statusCode).toBe(400);
    const rejected = await call(
      'POST',
      `/api/admin/credentials/${nzbn.id}/reject`,
      s.adminSession,
      {
        reason: 'The register names another business.',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(
      (
        await call('POST', `/api/admin/credentials/${nzbn.id}/reject`, s.adminSession, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(409);
    // The badge: checked ones only, everywhere.
    const badge = { kind: 'lbp', label: 'LBP: Carpentry, Site 1', checked_at: '2026-01-05' };
    expect(await badgesOnCard(s)).toEqual([badge]);
    expect(await sellerBadges(s)).toEqual([badge]);
    const d = await detail(s);
    expect(d.badges).toEqual([badge]);
    expect(d.provider.badges).toEqual([badge]);
    expect(await verifiedIds(s)).toEqual([s.service.id]);
    const directory = await call('GET', '/api/AllServiceProviders?per_page=100', null);
    expect(directory.statusCode, directory.body).toBe(200);
    const card = directory
      .json<{ seller: { id: number; badges: unknown[] }[] }>()
      .seller.find((p) => p.id === s.provider.id);
    expect(card?.badges).toEqual([badge]);
    // The provider was told both outcomes; every change was audited.
    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, s.provider.email));
    expect(mails.map((m) => m.kind).sort()).toEqual(['credential_approved', 'credential_rejected']);
    const audit = await db()
      .select()
      .from(adminActions)
      .where(like(adminActions.action, 'credential.%'));
    const mine = audit.filter((a) => a.targetId === lbp.id || a.targetId === nzbn.id);
    expect(mine.map((a) => a.action).sort()).toEqual([
      'credential.add',
      'credential.add',
      'credential.approve',
      'credential.reject',
    ]);
    expect(mine.find((a) => a.action === 'credential.reject')!.reason).toBe(
      'The register names another business.',
    );
  });

  it('replaces the approved one of a kind on re-approval; removing it drops the badge and the filter at once', async () => {
    const s = await scene();
    const first = await addLbp(s, ['Carpentry']);
    expect((await approve(s, first.id, '2026-01-05')).statusCode).toBe(200);
    const second = await addLbp(s, ['Carpentry', 'Roofing']);
    expect((await approve(s, second.id, '2026-01-06')).statusCode).toBe(200);
    const states = await db()
      .select({ id: providerCredentials.id, state: providerCredentials.state })
      .from(providerCredentials)
      .where(eq(providerCredentials.providerId, s.provider.id));
    expect(Object.fromEntries(states.map((r) => [r.id, r.state]))).toEqual({
      [first.id]: 'replaced',
      [second.id]: 'approved',
    });
    expect(await badgesOnCard(s)).toEqual([
      { kind: 'lbp', label: 'LBP: Carpentry, Roofing', checked_at: '2026-01-06' },
    ]);
    // Only the owner removes it.
    expect((await call('DELETE', `/api/credentials/${second.id}`, s.otherSession)).statusCode).toBe(
      404,
    );
    expect(await verifiedIds(s)).toEqual([s.service.id]);
    const removed = await call('DELETE', `/api/credentials/${second.id}`, s.owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await badgesOnCard(s)).toEqual([]);
    expect(await verifiedIds(s)).toEqual([]);
    const [svc] = await db().select().from(services).where(eq(services.id, s.service.id));
    expect(svc!.providerLicensed).toBe(false);
    const audit = await db()
      .select()
      .from(adminActions)
      .where(
        and(eq(adminActions.action, 'credential.remove'), eq(adminActions.targetId, second.id)),
      );
    expect(audit).toHaveLength(1);
  });

  it('an NZBN badge does not count as a licence for the filter; a subscription change leaves badges alone', async () => {
    const s = await scene();
    const res = await add(s.owner, { kind: 'nzbn', number: GOOD_NZBN });
    const nzbn = res.json<{ result: Credential }>().result;
    expect((await approve(s, nzbn.id, '2026-01-05')).statusCode).toBe(200);
    expect(await badgesOnCard(s)).toEqual([
      { kind: 'nzbn', label: `NZBN ${GOOD_NZBN}`, checked_at: '2026-01-05' },
    ]);
    expect(await verifiedIds(s)).toEqual([]);
    const before = await db()
      .select({ b: users.badges })
      .from(users)
      .where(eq(users.id, s.provider.id));
    const sub = await insertSubscription(db(), { userId: s.provider.id });
    await db()
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.id, sub.id));
    const after = await db()
      .select({ b: users.badges })
      .from(users)
      .where(eq(users.id, s.provider.id));
    expect(after).toEqual(before);
    expect(await sellerBadges(s)).toEqual([
      { kind: 'nzbn', label: `NZBN ${GOOD_NZBN}`, checked_at: '2026-01-05' },
    ]);
  });

  it('the expiry job: one notice 30 days before; past expiry the badge and the flag drop (and reads hide it before the job)', async () => {
    const s = await scene();
    const lbp = await addLbp(s, ['Carpentry']);
    expect((await approve(s, lbp.id, '2026-01-05')).statusCode).toBe(200);
    const expires = addDays(today(), 40);
    const res = await add(
      s.owner,
      { kind: 'insurance', insurer: 'Vero', amount_cents: '100000000', expires_on: expires },
      { certificate: pdf() },
    );
    const ins = res.json<{ result: Credential }>().result;
    expect((await approve(s, ins.id, '2026-01-05')).statusCode).toBe(200);
    expect((await badgesOnCard(s)).map((b) => (b as { kind: string }).kind)).toEqual([
      'lbp',
      'insurance',
    ]);
    const deps = { db: db(), changes: t.app.deps.changes, config: t.app.deps.config };
    const day = (n: number) => new Date(`${addDays(today(), n)}T00:00:00+13:00`);
    const notices = () =>
      db()
        .select()
        .from(outboxEmails)
        .where(
          and(eq(outboxEmails.to, s.provider.email), eq(outboxEmails.kind, 'insurance_expiring')),
        );
    // 20 days before: nothing yet for this one.
    await runCredentialExpiry(deps, day(1));
    expect(await notices()).toHaveLength(0);
    // Within 30 days: one notice, once.
    await runCredentialExpiry(deps, day(11));
    await runCredentialExpiry(deps, day(12));
    expect(await notices()).toHaveLength(1);
    // Past its last day, before the job ran: the reads already hide it (as if the day had come:
    // the credential and the provider's stored badges carry yesterday as the last day).
    const yesterday = addDays(today(), -1);
    await db()
      .update(providerCredentials)
      .set({ expiresOn: yesterday })
      .where(eq(providerCredentials.id, ins.id));
    const [held] = await db().select().from(users).where(eq(users.id, s.provider.id));
    await db()
      .update(users)
      .set({
        badges: held!.badges.map((b) => (b.expires_on ? { ...b, expires_on: yesterday } : b)),
      })
      .where(eq(users.id, s.provider.id));
    // A session user's read (no micro-cache): the provider page and the service page.
    const seller = await call('GET', `/api/seller-detail?id=${s.provider.slug}`, s.otherSession);
    expect(seller.json().seller.badges.map((b: { kind: string }) => b.kind)).toEqual(['lbp']);
    const page = await call('GET', `/api/service-detail?id=${s.service.slug}`, s.otherSession);
    expect(page.json().services.badges.map((b: { kind: string }) => b.kind)).toEqual(['lbp']);
    const done = await runCredentialExpiry(deps, new Date(t.app.deps.now()));
    expect(done.expired).toBeGreaterThanOrEqual(1);
    const [row] = await db()
      .select()
      .from(providerCredentials)
      .where(eq(providerCredentials.id, ins.id));
    expect(row!.state).toBe('expired');
    const [user] = await db().select().from(users).where(eq(users.id, s.provider.id));
    expect(user!.badges.map((b) => b.kind)).toEqual(['lbp']);
    expect((await badgesOnCard(s)).map((b) => (b as { kind: string }).kind)).toEqual(['lbp']);
    const expired = await db()
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.to, s.provider.email), eq(outboxEmails.kind, 'insurance_expired')),
      );
    expect(expired).toHaveLength(1);
    const audit = await db()
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'credential.expire'), eq(adminActions.targetId, ins.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.adminId).toBeNull();
    // The licence filter drops when the licence itself goes (here: removed).
    expect(await verifiedIds(s)).toEqual([s.service.id]);
    await call('DELETE', `/api/credentials/${lbp.id}`, s.owner);
    expect(await verifiedIds(s)).toEqual([]);
  });

  it('lists every call in the OpenAPI page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/credentials',
        '/api/credentials/{id}',
        '/api/credentials/{id}/certificate',
        '/api/admin/credentials',
        '/api/admin/credentials/{id}/approve',
        '/api/admin/credentials/{id}/reject',
      ]),
    );
  });
});
