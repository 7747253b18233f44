import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';

import type { App } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/client.ts';
import { outboxEmails } from '../../src/server/db/schema/index.ts';
import { GOOD_PASSWORD } from '../factories/index.ts';

/** HTTP helpers of the API tests: cookies, logins, unique addresses, multipart bodies. */

/** The `name=value` of the session cookie in a response, or null. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string | null {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  for (const c of list as string[]) {
    const match = /^ks_session=([^;]*)/.exec(c);
    if (match && match[1]) return match[1];
  }
  return null;
}

export function setCookieHeader(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  return (list as string[]).find((c) => c.startsWith('ks_session=')) ?? '';
}

/** The token of the latest password link emailed to an address. */
export async function latestLinkToken(db: Db, to: string): Promise<string> {
  const [row] = await db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  const match = /set-password\?token=([A-Za-z0-9_-]+)/.exec(row?.text ?? '');
  if (!match?.[1]) throw new Error(`no password link emailed to ${to}`);
  return match[1];
}

let counter = 0;
/** A unique address for one test. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.test`;
}

/** A distinct client address per call, so per-IP limits of one test do not affect another. */
export function uniqueIp(): string {
  counter += 1;
  return `10.9.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** Logs in through the API and returns the session cookie value. */
export async function loginAs(
  app: App,
  name: string,
  password = GOOD_PASSWORD,
  extra: { remember?: boolean; remoteAddress?: string } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: extra.remoteAddress ?? uniqueIp(),
    payload: {
      name,
      password,
      ...(extra.remember !== undefined ? { remember: extra.remember } : {}),
    },
  });
  const cookie = sessionCookieOf(res);
  if (res.statusCode !== 200 || !cookie) {
    throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  }
  return cookie;
}

/** A small real PNG. */
export function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
}

/** A multipart/form-data body built by hand (fields and files). */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; filename: string; type: string }> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kstest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file under a folder (relative paths), for "no file left behind" checks. */
export async function listFiles(dir: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => `${e.parentPath}/${e.name}`)
      .sort();
  } catch {
    return [];
  }
}
