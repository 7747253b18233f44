import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { services, users } from '../../db/schema/index.ts';
import { ChangeBus, type Change } from '../../platform/changes/changes.ts';
import {
  insertCatalogue,
  insertService,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { nzToday, resumeAvailability } from './availability.service.ts';

type Session = { cookie: string };

/** A day after `date` (YYYY-MM-DD) by `days`. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** POST /api/account/availability and the back-on job (issue 24 §1b). */
describe.each(testDbKinds)('provider availability on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;
  const post = (session: Session | null, payload: object, origin = TEST_ORIGIN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/availability',
      headers: { origin, ...session },
      payload,
    });
  const cardOf = async (slug: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/all-services?per_page=100' });
    return (
      res.json().services as { slug: string; taking_new_work: boolean; back_on: string | null }[]
    ).find((c) => c.slug === slug);
  };

  async function providerWithServices() {
    const { refs, provider } = await insertCatalogue(db());
    const a = await insertService(db(), refs, { title: 'Tap fixes' });
    const b = await insertService(db(), refs, { title: 'Drain unblocking' });
    const session = await sessionCookie(db(), provider.id);
    return { provider, session, a, b };
  }

  it('copies the availability onto every service of the provider, and the public lists show it at once', async () => {
    const p = await providerWithServices();
    const other = await providerWithServices();
    // The anonymous list is cached before the change.
    expect(await cardOf(p.a.slug)).toMatchObject({ taking_new_work: true, back_on: null });
    const backOn = addDays(nzToday(), 14);
    const res = await post(p.session, { taking_new_work: false, back_on: backOn });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, taking_new_work: false, back_on: backOn });
    const [user] = await db().select().from(users).where(eq(users.id, p.provider.id));
    expect(user).toMatchObject({ takingNewWork: false, backOn });
    const rows = await db().select().from(services).where(eq(services.addedById, p.provider.id));
    expect(rows.map((r) => [r.takingNewWork, r.backOn])).toEqual([
      [false, backOn],
      [false, backOn],
    ]);
    const [untouched] = await db().select().from(services).where(eq(services.id, other.a.id));
    expect(untouched!.takingNewWork).toBe(true);
    expect(await cardOf(p.a.slug)).toMatchObject({ taking_new_work: false, back_on: backOn });
    expect(await cardOf(p.b.slug)).toMatchObject({ taking_new_work: false, back_on: backOn });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: p.session });
    expect(me.json().result).toMatchObject({ taking_new_work: false, back_on: backOn });

    const back = await post(p.session, { taking_new_work: true, back_on: null });
    expect(back.statusCode, back.body).toBe(200);
    expect(await cardOf(p.a.slug)).toMatchObject({ taking_new_work: true, back_on: null });
  });

  it('is for providers and admins only, with a session and from our own site', async () => {
    const p = await providerWithServices();
    expect((await post(null, { taking_new_work: false })).statusCode).toBe(401);
    const customer = await insertUser(db());
    const asCustomer = await post(await sessionCookie(db(), customer.id), {
      taking_new_work: false,
    });
    expect(asCustomer.statusCode).toBe(403);
    const root = await insertUser(db(), { roleId: 1 });
    const asAdmin = await post(await sessionCookie(db(), root.id), { taking_new_work: false });
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    const crossSite = await post(p.session, { taking_new_work: false }, 'https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    const [row] = await db().select().from(services).where(eq(services.id, p.a.id));
    expect(row!.takingNewWork).toBe(true);
  });

  it('refuses bad input with a field message, changing nothing', async () => {
    const p = await providerWithServices();
    const today = nzToday();
    const cases: [object, string][] = [
      [{}, 'taking_new_work'],
      [{ taking_new_work: 'nope' }, 'taking_new_work'],
      [{ taking_new_work: false, back_on: '12/01/2027' }, 'back_on'],
      [{ taking_new_work: false, back_on: '2027-02-31' }, 'back_on'],
      [{ taking_new_work: false, back_on: today }, 'back_on'],
      [{ taking_new_work: true, back_on: addDays(today, 3) }, 'back_on'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(p.session, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    const [user] = await db().select().from(users).where(eq(users.id, p.provider.id));
    expect(user!.takingNewWork).toBe(true);
  });

  it('the job switches providers whose back-on date has come back to taking new work', async () => {
    const due = await providerWithServices();
    const later = await providerWithServices();
    const today = nzToday();
    await post(due.session, { taking_new_work: false, back_on: addDays(today, 2) });
    await post(later.session, { taking_new_work: false, back_on: addDays(today, 5) });
    expect(await cardOf(due.a.slug)).toMatchObject({ taking_new_work: false });
    const bus = new ChangeBus();
    const published: Change[] = [];
    bus.subscribe((c) => published.push(c));
    // Two days on (NZ time): the first provider's date has come.
    const then = new Date(Date.now() + 2 * 86_400_000);
    const done = await resumeAvailability({ db: db(), changes: t.app.deps.changes }, then);
    expect(done).toEqual({ resumed: 1 });
    const rows = await db().select().from(services).where(eq(services.addedById, due.provider.id));
    expect(rows.every((r) => r.takingNewWork && r.backOn === null)).toBe(true);
    const [still] = await db().select().from(users).where(eq(users.id, later.provider.id));
    expect(still).toMatchObject({ takingNewWork: false });
    // Published: the anonymous list shows it at once.
    expect(await cardOf(due.a.slug)).toMatchObject({ taking_new_work: true, back_on: null });
    expect(await resumeAvailability({ db: db(), changes: bus }, then)).toBeNull();
    expect(published).toEqual([]);
  });
});
