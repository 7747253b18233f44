import { and, count, desc, eq, ne } from 'drizzle-orm';

import type { PaymentLine, Receipt } from '#shared/api/billing.ts';
import { ROLE } from '#shared/constants.ts';
import { accountName } from '#shared/domain/names.ts';
import { formatDate } from '#shared/nz-date.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from './billing.service.ts';

type PaymentRow = typeof payments.$inferSelect;

/** The GST in a GST-inclusive amount (15 %): 3/23 of it, to the cent. */
export const gstOf = (amountCents: number): number => Math.round((amountCents * 3) / 23);

/** A date as the account pages write it (dd mmmm yyyy), in New Zealand time. */
export const accountDate = (date: Date): string => formatDate(date, 'long');

/** Billing is for providers and admin-type providers; a personal account has none. */
function assertMayBill(actor: Actor): void {
  if (actor.roleId === ROLE.customer)
    throw forbidden('Billing is for service providers; personal accounts pay nothing');
}

function lineOf(row: PaymentRow): PaymentLine {
  return {
    id: row.id,
    paid_at: row.createdAt.toISOString(),
    amount_cents: row.amountCents,
    gst_cents: gstOf(row.amountCents),
    currency: row.currency,
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
    status: row.status === 'succeeded' ? 'succeeded' : 'failed',
    kind: row.kind,
    card_last4: row.cardLast4,
  };
}

/** The user's payments and failed attempts (an attempt still running is not one yet). */
const settledOf = (userId: number) =>
  and(eq(payments.userId, userId), ne(payments.status, 'pending'));

/**
 * GET /api/billing/history: the session user's payments, newest first, a page at a time
 * (read along payments_user_idx).
 */
export async function listPayments(
  db: Db,
  actor: Actor,
  page: { page: number; perPage: number },
): Promise<{ payments: PaymentLine[]; total: number }> {
  assertMayBill(actor);
  const where = settledOf(actor.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { payments: rows.map(lineOf), total: counted?.n ?? 0 };
}

/** The period a payment bought, for the receipt's description. */
const periodText = (row: PaymentRow) =>
  row.periodStart && row.periodEnd
    ? `${accountDate(row.periodStart)} to ${accountDate(row.periodEnd)}`
    : '30 days';

/**
 * GET /api/billing/receipts/{id}: the tax invoice of one succeeded payment of the session user.
 * Another user's payment, a failed one and an unknown id are the same 404.
 */
export async function getReceipt(
  db: Db,
  config: Pick<Config, 'siteName' | 'supplier'>,
  actor: Actor,
  paymentId: number,
): Promise<Receipt> {
  assertMayBill(actor);
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, actor.id)))
    .limit(1);
  if (!row || row.status !== 'succeeded') throw notFound('Receipt not found');
  const [user] = await db.select().from(users).where(eq(users.id, actor.id));
  if (!user) throw notFound('Receipt not found');
  return {
    ...lineOf(row),
    number: `KS-${String(row.id).padStart(6, '0')}`,
    supplier_name: config.supplier.name,
    gst_number: config.supplier.gstNumber,
    customer_name: accountName(user),
    customer_email: user.email,
    description: `${config.siteName} listing subscription, ${periodText(row)}`,
    reference: row.externalId,
    card_brand: row.cardBrand,
  };
}
