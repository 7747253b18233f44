import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EventStreams, HEARTBEAT_MS, MAX_STREAMS_PER_USER } from './event-streams.ts';

/** A response that records what is written to it. */
function fakeResponse() {
  const res = new EventEmitter() as EventEmitter & {
    written: string[];
    ended: boolean;
    status?: number;
    headers?: Record<string, string>;
  };
  res.written = [];
  res.ended = false;
  Object.assign(res, {
    writeHead: (status: number, headers: Record<string, string>) => {
      res.status = status;
      res.headers = headers;
    },
    write: (chunk: string) => res.written.push(chunk),
    end: () => {
      res.ended = true;
      res.emit('close');
    },
  });
  return res;
}
const asResponse = (r: ReturnType<typeof fakeResponse>) => r as unknown as ServerResponse;

describe('EventStreams', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends an event to the named users only, with a heartbeat every 25 s', () => {
    const streams = new EventStreams();
    const a = fakeResponse();
    const b = fakeResponse();
    streams.open(1, asResponse(a));
    streams.open(2, asResponse(b));
    expect(a.headers?.['content-type']).toMatch(/^text\/event-stream/);
    streams.send([1, 1], 'message', { conversation_id: 7 });
    expect(a.written.filter((w) => w.startsWith('event:'))).toEqual([
      'event: message\ndata: {"conversation_id":7}\n\n',
    ]);
    expect(b.written.some((w) => w.startsWith('event:'))).toBe(false);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(a.written.at(-1)).toBe(': ping\n\n');
    expect(b.written.at(-1)).toBe(': ping\n\n');
    streams.closeAll();
  });

  it('forgets a closed stream, keeps at most 8 per user, and ends them all on close', () => {
    const streams = new EventStreams();
    const first = fakeResponse();
    streams.open(1, asResponse(first));
    first.emit('close');
    expect(streams.size).toBe(0);
    const many = Array.from({ length: MAX_STREAMS_PER_USER + 1 }, () => fakeResponse());
    for (const r of many) streams.open(1, asResponse(r));
    expect(streams.size).toBe(MAX_STREAMS_PER_USER);
    expect(many[0]!.ended).toBe(true);
    streams.closeAll();
    expect(many.every((r) => r.ended)).toBe(true);
    expect(streams.size).toBe(0);
  });
});
