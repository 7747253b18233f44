import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ChangeTransport } from '../../platform/changes/changes.ts';
import {
  insertCatalogue,
  insertService,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

/** A transport joining the instances of this process (what Redis or NOTIFY do between hosts). */
function broker() {
  const handlers: ((m: string) => void)[] = [];
  return (): ChangeTransport => ({
    send: async (m) => {
      for (const h of handlers) h(m);
    },
    start: async ({ onMessage }) => {
      handlers.push(onMessage);
    },
    close: async () => {},
  });
}

/**
 * Issue 25 §1: a message sent through one instance reaches an event stream open on another,
 * through the change bus's transport (the cluster suite runs the same over Redis and NOTIFY).
 */
describe('conversation events across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const transport = broker();
    a = await buildTestApp(
      'pglite',
      {},
      {
        configure: (app) => app.deps.changes.connect(transport()),
      },
    );
    b = await buildTestApp(
      'pglite',
      {},
      {
        sharedHandle: a.handle,
        configure: (app) => app.deps.changes.connect(transport()),
      },
    );
    await a.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("streams `message` on instance A for a message sent through instance B, then `read` and a block's `update`", async () => {
    const db = a.handle.db;
    const { provider, refs } = await insertCatalogue(db);
    const service = await insertService(db, refs);
    const member = await insertUser(db, { firstName: 'Rawiri' });
    const memberSession = await sessionCookie(db, member.id);
    const providerSession = await sessionCookie(db, provider.id);
    const opened = await b.app.inject({
      method: 'POST',
      url: '/api/sendEnquiryEmailToServiceProvider',
      headers: { origin: TEST_ORIGIN, ...memberSession },
      payload: { message: 'Could you prune two feijoa trees?', service_id: service.id },
    });
    const conversationId = opened.json<{ conversation_id: number }>().conversation_id;
    const { port } = a.app.server.address() as AddressInfo;
    let req: ClientRequest | undefined;
    const text = await new Promise<string>((resolve, reject) => {
      req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/conversations/events',
          headers: memberSession,
        },
        (res) => {
          let got = '';
          let sent = false;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            got += chunk;
            if (!sent && got.includes(': connected')) {
              sent = true;
              void b.app
                .inject({
                  method: 'POST',
                  url: `/api/conversations/${conversationId}/messages`,
                  headers: { origin: TEST_ORIGIN, ...providerSession },
                  payload: { body: 'Yes, Saturday morning suits.' },
                })
                .then(() =>
                  b.app.inject({
                    method: 'POST',
                    url: `/api/conversations/${conversationId}/read`,
                    headers: { origin: TEST_ORIGIN, ...providerSession },
                    payload: {},
                  }),
                )
                .then(() =>
                  // The provider blocks: the member's open thread closes without a reload.
                  b.app.inject({
                    method: 'POST',
                    url: `/api/conversations/${conversationId}/block`,
                    headers: { origin: TEST_ORIGIN, ...providerSession },
                    payload: {},
                  }),
                );
            }
            if (['message', 'read', 'update'].every((e) => got.includes(`event: ${e}`))) {
              resolve(got);
            }
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    req?.destroy();
    expect(text).toContain(`event: message\ndata: {"conversation_id":${conversationId}}\n\n`);
    expect(text).toContain(`event: read\ndata: {"conversation_id":${conversationId}}\n\n`);
    expect(text).toContain(`event: update\ndata: {"conversation_id":${conversationId}}\n\n`);
  });

  it('refuses a stream without a session', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/conversations/events' });
    expect(res.statusCode).toBe(401);
  });
});
