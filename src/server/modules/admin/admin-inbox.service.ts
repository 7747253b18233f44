import { and, eq, isNull, sql } from 'drizzle-orm';

import { accountName, fullName } from '#shared/domain/names.ts';
import type { Db } from '../../db/client.ts';
import { queryCountedPage, queryPage, toIso } from '../../db/query.ts';
import { careerApplications, contactMessages } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { enquiryColumns, enquiryOf, type EnquiryRow } from '../members/enquiries.service.ts';
import { matches, recordAction, type Admin, type ListInput } from './audit.service.ts';

type AdminEnquiryRow = EnquiryRow & {
  member_id: number;
  member_first: string | null;
  member_last: string | null;
  member_username: string;
  member_email: string;
  provider_id: number;
  provider_role: number;
  provider_business: string | null;
  provider_username: string;
};

/** GET /api/admin/enquiries: the enquiries log (read only), newest first. */
export async function listAdminEnquiries(db: Db, input: ListInput) {
  const search = matches(sql`s.title || ' ' || coalesce(e.message, '') || ' ' || m.email`, input.q);
  const { rows, ...meta } = await queryCountedPage<AdminEnquiryRow>(
    db,
    input,
    sql`
      select ${enquiryColumns()},
             m.id as member_id, m.first_name as member_first, m.last_name as member_last,
             m.username as member_username, m.email as member_email,
             p.id as provider_id, p.role_id::int as provider_role,
             p.business_name as provider_business, p.username as provider_username
      from enquiries e
      join services s on s.id = e.service_id
      join users m on m.id = e.user_id
      join users p on p.id = e.provider_id
      where ${search}`,
    sql`e.created_at desc, e.id desc`,
    // Without a search every enquiry counts: its service and member always exist.
    input.q
      ? sql`select count(*)::int as total from enquiries e
            join services s on s.id = e.service_id join users m on m.id = e.user_id
            where ${search}`
      : sql`select count(*)::int as total from enquiries`,
  );
  const enquiries = rows.map((r) => ({
    ...enquiryOf(r),
    member: {
      id: r.member_id,
      name: fullName({ firstName: r.member_first, lastName: r.member_last }) || r.member_username,
      email: r.member_email,
    },
    provider: {
      id: r.provider_id,
      name: accountName({
        roleId: r.provider_role,
        businessName: r.provider_business,
        username: r.provider_username,
      }),
    },
  }));
  return { enquiries, ...meta };
}

type Handled = { handled?: 'yes' | 'no' | undefined };
const handledFilter = (handled: Handled['handled']) =>
  handled ? (handled === 'yes' ? sql`handled_at is not null` : sql`handled_at is null`) : sql`true`;
const instants = <R extends { created_at: string; handled_at: string | null }>(r: R) => ({
  ...r,
  created_at: toIso(r.created_at),
  handled_at: r.handled_at ? toIso(r.handled_at) : null,
});

type MessageRow = {
  id: number;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  created_at: string;
  handled_at: string | null;
  total: number;
};

/** GET /api/admin/contact-messages: open ones or handled ones, newest first. */
export async function listContactMessages(db: Db, input: ListInput & Handled) {
  const { rows, ...meta } = await queryPage<MessageRow>(
    db,
    input,
    sql`select id, name, email, subject, message, created_at, handled_at, count(*) over ()::int as total
        from contact_messages
        where ${handledFilter(input.handled)}
          and ${matches(sql`name || ' ' || email || ' ' || coalesce(subject, '') || ' ' || message`, input.q)}`,
    sql`created_at desc, id desc`,
  );
  return { messages: rows.map(({ total: _total, ...r }) => instants(r)), ...meta };
}

type ApplicationRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  role: string | null;
  cover_note: string | null;
  resume_name: string;
  created_at: string;
  handled_at: string | null;
  total: number;
};

/** GET /api/admin/career-applications: with a link to download each résumé. */
export async function listApplications(db: Db, input: ListInput & Handled, publicUrl: string) {
  const { rows, ...meta } = await queryPage<ApplicationRow>(
    db,
    input,
    sql`select id, first_name, last_name, email, phone_number, position as role,
               cover_letter as cover_note, resume_name, created_at, handled_at,
               count(*) over ()::int as total
        from career_applications
        where ${handledFilter(input.handled)}
          and ${matches(sql`first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(position, '')`, input.q)}`,
    sql`created_at desc, id desc`,
  );
  const applications = rows.map(({ total: _total, ...r }) => ({
    ...instants(r),
    resume_url: `${publicUrl}/api/admin/career-applications/${r.id}/resume`,
  }));
  return { applications, ...meta };
}

/** Marks a contact message or a career application as handled (audited). */
export async function markHandled(db: Db, admin: Admin, kind: 'contact' | 'career', id: number) {
  const table = kind === 'contact' ? contactMessages : careerApplications;
  const updated = await db
    .update(table)
    .set({ handledAt: new Date() })
    .where(and(eq(table.id, id), isNull(table.handledAt)))
    .returning({ id: table.id });
  if (updated.length === 0) {
    const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!exists) throw notFound('Not found');
    throw new AppError('CONFLICT', 'Already handled');
  }
  const targetType = kind === 'contact' ? 'contact_message' : 'career_application';
  await recordAction(db, admin, { action: `${kind}.handled`, targetType, targetId: id });
}

/** The résumé of a career application: its bytes, name and type. */
export async function getResume(db: Db, storage: Storage, id: number) {
  const [row] = await db.select().from(careerApplications).where(eq(careerApplications.id, id));
  if (!row) throw notFound('Application not found');
  const bytes = await storage.get(row.resume);
  const type = row.resume.endsWith('.pdf')
    ? 'application/pdf'
    : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return { bytes, name: row.resumeName, type };
}
