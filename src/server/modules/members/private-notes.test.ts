import { describe, expect, it } from 'vitest';

import {
  insertCatalogue,
  insertService,
  insertUser,
  insertWatch,
  sessionCookie,
} from '#tests/factories/index.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

describe.each(testDbKinds)('private notes (issue 22 §4) on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;
  type Session = { cookie: string };
  const save = (session: Session | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/private-note',
      headers: { origin: TEST_ORIGIN, ...session },
      payload,
    });
  const read = (session: Session | null, serviceId: number | string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/private-note?service_id=${serviceId}`,
      headers: { ...session },
    });

  async function scene() {
    const { provider, refs } = await insertCatalogue(db());
    const service = await insertService(db(), refs);
    const member = await insertUser(db());
    const other = await insertUser(db());
    return {
      provider,
      refs,
      service,
      member,
      session: await sessionCookie(db(), member.id),
      otherSession: await sessionCookie(db(), other.id),
      providerSession: await sessionCookie(db(), provider.id),
    };
  }

  it('keeps, reads, changes and (with an empty note) deletes the note', async () => {
    const { service, session } = await scene();
    expect((await read(session, service.id)).json()).toEqual({
      success: true,
      note: null,
      note_id: null,
      updated_at: null,
    });
    const saved = await save(session, { service_id: service.id, note: '  Ask about Saturdays  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, note: 'Ask about Saturdays' });
    expect((await read(session, service.id)).json()).toMatchObject({ note: 'Ask about Saturdays' });
    await save(session, { service_id: service.id, note: 'Quoted $120' });
    const changed = await read(session, service.id);
    expect(changed.json()).toMatchObject({ success: true, note: 'Quoted $120' });
    expect(changed.headers['cache-control']).toBe('no-store');
    const deleted = await save(session, { service_id: service.id, note: '   ' });
    expect(deleted.json()).toMatchObject({ success: true, note: null, message: 'Note deleted' });
    expect((await read(session, service.id)).json()).toMatchObject({ note: null });
  });

  it('is invisible to every other user, the provider included', async () => {
    const { service, session, otherSession, providerSession } = await scene();
    const saved = await save(session, {
      service_id: service.id,
      note: 'Secret: cheaper than the other one',
    });
    const noteId = saved.json().note_id as number;
    const byId = (who: Session | null) =>
      t.app.inject({ method: 'GET', url: `/api/private-notes/${noteId}`, headers: { ...who } });
    expect((await byId(session)).json()).toMatchObject({ note_id: noteId, note: /^Secret/ });
    for (const someone of [otherSession, providerSession]) {
      const answer = await read(someone, service.id);
      expect(answer.json()).toMatchObject({ success: true, note: null, note_id: null });
      expect(answer.body).not.toContain('Secret');
      // Named by its id, the note is 404 to everyone but its author, like an id that never was.
      const direct = await byId(someone);
      expect(direct.statusCode).toBe(404);
      expect(direct.json()).toMatchObject({ success: false, message: 'Note not found' });
    }
    expect((await byId(null)).statusCode).toBe(401);
    // Another member's own note never touches the first one's.
    await save(otherSession, { service_id: service.id, note: 'Mine' });
    await save(otherSession, { service_id: service.id, note: '' });
    expect((await read(session, service.id)).json()).toMatchObject({
      note: 'Secret: cheaper than the other one',
    });
    // Nor does it appear in anyone's service page answer or watchlist.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/service-detail?id=${service.slug}`,
      headers: otherSession,
    });
    expect(detail.body).not.toContain('Secret');
  });

  it('comes with the watchlist cards of its author only', async () => {
    const { service, member, session, otherSession } = await scene();
    await insertWatch(db(), { userId: member.id, serviceId: service.id });
    await save(session, { service_id: service.id, note: 'Call after 5' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/get-watch-list',
      headers: session,
    });
    expect(list.json().private_notes).toEqual([{ service_id: service.id, note: 'Call after 5' }]);
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/get-watch-list',
      headers: otherSession,
    });
    expect(others.json().private_notes).toEqual([]);
  });

  it('refuses visitors (401), long notes (400), unknown or hidden services (404)', async () => {
    const { service, refs, session } = await scene();
    const anonymous = await read(null, service.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, status: 0 });
    expect((await save(null, { service_id: service.id, note: 'x' })).statusCode).toBe(401);
    const long = await save(session, { service_id: service.id, note: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, errors: { note: expect.any(Array) } });
    const full = await save(session, { service_id: service.id, note: 'a'.repeat(1000) });
    expect(full.json().note).toHaveLength(1000);
    expect((await read(session, 2_000_000_000)).statusCode).toBe(404);
    expect((await save(session, { service_id: 2_000_000_000, note: 'x' })).statusCode).toBe(404);
    expect((await read(session, 'abc')).statusCode).toBe(400);
    const pending = await insertService(db(), refs, { status: 'pending' });
    expect((await read(session, pending.id)).statusCode).toBe(404);
    expect((await save(session, { service_id: pending.id, note: 'x' })).statusCode).toBe(404);
    const nul = await save(session, { service_id: service.id, note: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
  });

  it('lets a provider keep a note on their own pending service', async () => {
    const { refs, providerSession } = await scene();
    const pending = await insertService(db(), refs, { status: 'pending' });
    const saved = await save(providerSession, { service_id: pending.id, note: 'Add photos' });
    expect(saved.json()).toMatchObject({ success: true, note: 'Add photos' });
  });
});
