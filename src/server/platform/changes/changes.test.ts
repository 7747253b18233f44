import { describe, expect, it } from 'vitest';

import { ChangeBus, type Change, type ChangeTransport } from './changes.ts';

/** A transport joining buses in this process (what Redis or NOTIFY do between processes). */
function wire() {
  const handlers: ((m: string) => void)[] = [];
  const sent: string[] = [];
  const transport = (): ChangeTransport => ({
    send: async (m) => {
      sent.push(m);
      for (const h of handlers) h(m);
    },
    start: async ({ onMessage }) => {
      handlers.push(onMessage);
    },
    close: async () => {},
  });
  return { transport, sent };
}

describe('ChangeBus with a transport', () => {
  it('applies a change locally once and on every other bus once', async () => {
    const { transport } = wire();
    const a = new ChangeBus();
    const b = new ChangeBus();
    const got = { a: [] as Change[], b: [] as Change[] };
    a.subscribe((c) => got.a.push(c));
    b.subscribe((c) => got.b.push(c));
    await a.connect(transport());
    await b.connect(transport());
    a.publish({ kind: 'ads' });
    await new Promise((r) => setTimeout(r, 0));
    expect(got).toEqual({ a: [{ kind: 'ads' }], b: [{ kind: 'ads' }] });
  });

  it('sends changes published during a send together in the next message, in order', async () => {
    const sent: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bus = new ChangeBus();
    await bus.connect({
      send: async (m) => {
        sent.push(m);
        if (sent.length === 1) await gate;
      },
      start: async () => {},
      close: async () => {},
    });
    bus.publish({ kind: 'ads' });
    bus.publish({ kind: 'provider', providerId: 1 });
    bus.publish({ kind: 'provider', providerId: 2 }, { kind: 'catalogue' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toHaveLength(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    const kinds = sent.map((m) => (JSON.parse(m) as { changes: Change[] }).changes);
    expect(kinds).toEqual([
      [{ kind: 'ads' }],
      [
        { kind: 'provider', providerId: 1 },
        { kind: 'provider', providerId: 2 },
        { kind: 'catalogue' },
      ],
    ]);
  });

  it('ignores messages that are not change messages, and never throws from receive', () => {
    const errors: unknown[] = [];
    const bus = new ChangeBus((err) => errors.push(err));
    const got: Change[] = [];
    bus.subscribe((c) => {
      if (c.kind === 'catalogue') throw new Error('listener failed');
      got.push(c);
    });
    bus.receive('not json');
    bus.receive(JSON.stringify({ from: 'x', changes: [{ kind: 'unknown' }] }));
    bus.receive(JSON.stringify({ from: bus.instanceId, changes: [{ kind: 'ads' }] }));
    expect(got).toEqual([]);
    expect(() =>
      bus.receive(JSON.stringify({ from: 'x', changes: [{ kind: 'catalogue' }] })),
    ).not.toThrow();
    // The unparsable message and the failing listener are reported, nothing else.
    expect(errors).toHaveLength(2);
    bus.receive(JSON.stringify({ from: 'x', changes: [{ kind: 'provider', providerId: 3 }] }));
    expect(got).toEqual([{ kind: 'provider', providerId: 3 }]);
  });
});
