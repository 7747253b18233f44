import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/**
 * A small HTTP client for the cluster tests and the fault script. Each call opens its own
 * connection from `from`, a loopback source address (all of 127.0.0.0/8 is local on Linux), so
 * nginx sees a different client address per caller, as it would see different people.
 */

export type Reply = {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read any shape
  body: any;
};

export type CallOptions = {
  method?: 'GET' | 'POST';
  json?: unknown;
  cookie?: string | null;
  /** Source address of the connection (default 127.0.0.1). */
  from?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

export function call(base: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const url = new URL(path, base);
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = `ks_session=${options.cookie}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        headers,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The session cookie value a response sets, or null. */
export function sessionCookie(reply: Reply): string | null {
  const raw = reply.headers['set-cookie'] ?? [];
  for (const c of raw) {
    const match = /^ks_session=([^;]*)/.exec(c);
    if (match?.[1]) return match[1];
  }
  return null;
}

let counter = 0;
/** A loopback address no other caller of this process has used (127.20.0.1 onwards). */
export function nextAddress(): string {
  counter += 1;
  const n = counter;
  return `127.${20 + (Math.floor(n / 62_500) % 200)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** Logs in and returns the session cookie (throws with the answer when it fails). */
export async function login(
  base: string,
  name: string,
  password: string,
  from = nextAddress(),
): Promise<string> {
  const reply = await call(base, '/api/login', { json: { name, password }, from });
  const cookie = sessionCookie(reply);
  if (reply.status !== 200 || !cookie)
    throw new Error(`login failed: ${reply.status} ${reply.text}`);
  return cookie;
}

let registrations = 0;
/** A new customer registration body with a unique address. */
export function registrationBody(tag: string) {
  registrations += 1;
  const stamp = `${Date.now().toString(36)}${registrations}`;
  return {
    f_name: 'Cluster',
    l_name: `Tester ${registrations}`,
    email: `${tag}-${stamp}@example.test`,
    phone_number: '021 555 0101',
    role_id: 3,
  };
}
