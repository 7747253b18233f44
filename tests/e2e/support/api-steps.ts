import sharp from 'sharp';
import { expect, vi } from 'vitest';

import type { MailboxResponse } from '../../../src/shared/api/auth.ts';
import type { CategoryListResponse } from '../../../src/shared/api/catalogue.ts';
import { apiSessionCookie } from './account-steps.ts';

/**
 * Set-up steps through the API for journeys whose subject is elsewhere (issue 27): a member
 * account with a password, an approved service of the demo provider, a JSON call with a session.
 */
export const DEMO = {
  admin: { name: 'admin@kiwiservices.co.nz', password: 'KiwiAdmin2026!' },
  provider: { name: 'provider@kiwiservices.co.nz', password: 'KiwiProvider2026!' },
  customer: { name: 'customer@kiwiservices.co.nz', password: 'KiwiCustomer2026!' },
} as const;

export type Api = <T = unknown>(
  path: string,
  options?: { cookie?: string; body?: unknown; method?: string },
) => Promise<T>;

/** A JSON call that must answer 200. */
export function apiOf(baseUrl: string): Api {
  return async <T>(
    path: string,
    options: { cookie?: string; body?: unknown; method?: string } = {},
  ): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        origin: baseUrl,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    expect(res.status, `${path}: ${text}`).toBe(200);
    return JSON.parse(text) as T;
  };
}

/** The newest mailbox message to `to` whose text matches, waiting for the outbox. */
export async function mailTo(api: Api, to: string, match: RegExp) {
  return vi.waitFor(
    async () => {
      const { messages } = await api<MailboxResponse>('/api/dev/mailbox?per_page=50');
      const found = messages.find((m) => m.to === to && match.test(m.text));
      if (!found) throw new Error(`no email to ${to} matching ${match} yet`);
      return found;
    },
    { timeout: 20_000, interval: 250 },
  );
}

/** Registers a member and sets their password through the mailbox link; returns how to log in. */
export async function registerMember(
  baseUrl: string,
  person: { first: string; last: string; email: string; password: string },
) {
  const api = apiOf(baseUrl);
  await api('/api/register', {
    body: {
      f_name: person.first,
      l_name: person.last,
      email: person.email,
      phone_number: '0211234567',
      role_id: 3,
    },
  });
  const mail = await mailTo(api, person.email, /set-password\?token=/);
  const token = /set-password\?token=([\w-]+)/.exec(mail.text)?.[1];
  await api('/api/password/set', { body: { token, password: person.password } });
  return { name: person.email, password: person.password };
}

const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** The demo provider adds a service in the first sub category; the admin approves it. */
export async function addApprovedService(
  baseUrl: string,
  fields: { title: string; city: string; suburb: string },
): Promise<{ id: number; slug: string }> {
  const provider = await apiSessionCookie(baseUrl, DEMO.provider);
  const list = (await (await fetch(`${baseUrl}/api/category-list`)).json()) as CategoryListResponse;
  const sub = list.subCategory[0]!;
  const form = new FormData();
  const values: Record<string, string> = {
    category_id: String(sub.category_id),
    subCategory_id: String(sub.id),
    'service_type[]': 'residential',
    title: fields.title,
    description: 'Careful work, tidy site, written quotes before we start.',
    business_name: 'Kiwi Demo Services',
    aboutService: 'Licensed and insured',
    aboutService1: 'Same-week visits',
    city: fields.city,
    suburb: fields.suburb,
    about: 'A family business since 2004.',
    contact_name: 'Mere',
    phone_number: '021 555 0101',
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  const png = async (r: number, g: number, b: number) =>
    new Blob([new Uint8Array(await picture(r, g, b))], { type: 'image/png' });
  form.append('main_service_image', await png(13, 122, 82), 'main.png');
  form.append('service_image[]', await png(200, 80, 40), 'gallery.png');
  const res = await fetch(`${baseUrl}/api/add-service`, {
    method: 'POST',
    headers: { cookie: provider, origin: baseUrl },
    body: form,
  });
  const body = (await res.json()) as { status: number; result: { id: number; slug: string } };
  expect(body.status, JSON.stringify(body)).toBe(1);
  const admin = await apiSessionCookie(baseUrl, DEMO.admin);
  await apiOf(baseUrl)(`/api/admin/services/${body.result.id}/approve`, {
    cookie: admin,
    body: {},
  });
  return body.result;
}
