import type { ServerResponse } from 'node:http';

/**
 * Server-sent event streams per user (issue 25 §1, decision 124). A route opens a stream for
 * the session user; anything that knows which users an event concerns (the change bus's
 * `conversation` changes, which arrive from every instance) sends it to their open streams.
 * Invariants: a comment line every 25 s keeps proxies from closing an idle stream; a closed
 * connection leaves the hub at once; each user holds at most MAX_STREAMS_PER_USER streams (the
 * oldest is closed); `closeAll` ends every stream so that a shutdown does not wait for them.
 */
export const HEARTBEAT_MS = 25_000;
export const MAX_STREAMS_PER_USER = 8;

export class EventStreams {
  private readonly streams = new Map<number, Set<ServerResponse>>();
  private readonly timer: NodeJS.Timeout;

  constructor(heartbeatMs = HEARTBEAT_MS) {
    this.timer = setInterval(() => this.heartbeat(), heartbeatMs);
    this.timer.unref();
  }

  /** Open streams (all users). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /** Starts an event stream on `res` for `userId`; it leaves the hub when the connection closes. */
  open(userId: number, res: ServerResponse, headers: Record<string, string> = {}): void {
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx: pass each event on at once.
      'x-accel-buffering': 'no',
    });
    // The client's EventSource reconnects after 5 s if the stream drops.
    res.write('retry: 5000\n: connected\n\n');
    let set = this.streams.get(userId);
    if (!set) this.streams.set(userId, (set = new Set()));
    if (set.size >= MAX_STREAMS_PER_USER) {
      const oldest = set.values().next().value!;
      set.delete(oldest);
      oldest.end();
    }
    set.add(res);
    res.on('close', () => {
      const current = this.streams.get(userId);
      current?.delete(res);
      if (current?.size === 0) this.streams.delete(userId);
    });
  }

  /** Sends an event named `event` with JSON `data` to every open stream of `userIds`. */
  send(userIds: number[], event: string, data: unknown): void {
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const userId of new Set(userIds)) {
      for (const res of this.streams.get(userId) ?? []) res.write(frame);
    }
  }

  private heartbeat(): void {
    for (const set of this.streams.values()) for (const res of set) res.write(': ping\n\n');
  }

  /** Ends every stream and stops the heartbeat (app shutdown). */
  closeAll(): void {
    clearInterval(this.timer);
    for (const set of this.streams.values()) for (const res of set) res.end();
    this.streams.clear();
  }
}
