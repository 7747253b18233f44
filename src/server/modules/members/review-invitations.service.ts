import { and, count, desc, eq, gt, sql } from 'drizzle-orm';

import {
  INVITATION_REPEAT_DAYS,
  INVITATION_TEXTS,
  INVITATION_VALID_DAYS,
  INVITATIONS_PER_DAY,
  type Invitation,
  type InvitationViewResponse,
} from '#shared/api/review-invitations.ts';
import { ROLE } from '#shared/constants.ts';
import { accountName } from '#shared/domain/names.ts';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { reviewInvitations, services, users } from '../../db/schema/index.ts';
import { publicService } from '../../db/visibility.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { hashToken, newSecretToken } from '../../platform/sessions/sessions.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { reviewInvitationEmail } from './member-emails.ts';
import { addReview, type ReviewDeps, type ReviewOutcome } from './reviews.service.ts';

/*
 * Review invitations (issue 27 §2, decision 137): a provider invites a past customer by email
 * address to review one of their approved services, at most INVITATIONS_PER_DAY in 24 hours and
 * one per address per INVITATION_REPEAT_DAYS. The link (a one-use token, stored hashed) lets the
 * person with that address review the service once logged in; the review is labelled `invited`.
 */

const DAY_MS = 86_400_000;

const serviceRef = { id: services.id, title: services.title, slug: services.slug };

function isProvider(user: SessionUser): boolean {
  return user.roleId === ROLE.provider || user.roleId === ROLE.admin;
}

function toInvitation(row: {
  id: number;
  email: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  service: { id: number; title: string; slug: string };
}): Invitation {
  return {
    id: row.id,
    email: row.email,
    service: row.service,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    used_at: row.usedAt?.toISOString() ?? null,
    state: row.usedAt ? 'reviewed' : row.expiresAt.getTime() <= Date.now() ? 'expired' : 'waiting',
  };
}

/** POST /api/review-invitations: checks the limits under the provider's row lock, then mails. */
export async function inviteToReview(
  deps: ReviewDeps,
  user: SessionUser,
  input: { email: string; serviceId: number },
): Promise<Invitation> {
  if (!isProvider(user)) throw forbidden(INVITATION_TEXTS.providersOnly);
  if (input.email === user.email.toLowerCase()) {
    throw badRequest(INVITATION_TEXTS.ownAddress, { email: [INVITATION_TEXTS.ownAddress] });
  }
  const token = newSecretToken();
  const invitation = await deps.db.transaction(async (tx) => {
    const [provider] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const [service] = await tx
      .select(serviceRef)
      .from(services)
      .where(
        and(
          eq(services.id, input.serviceId),
          eq(services.addedById, user.id),
          publicService('services'),
        ),
      );
    if (!provider || !service) {
      throw badRequest(INVITATION_TEXTS.notYourService, {
        service_id: [INVITATION_TEXTS.notYourService],
      });
    }
    const since = (days: number) => new Date(Date.now() - days * DAY_MS);
    const [today] = await tx
      .select({ n: count() })
      .from(reviewInvitations)
      .where(
        and(eq(reviewInvitations.providerId, user.id), gt(reviewInvitations.createdAt, since(1))),
      );
    if ((today?.n ?? 0) >= INVITATIONS_PER_DAY) {
      throw new AppError('TOO_MANY_REQUESTS', INVITATION_TEXTS.tooMany);
    }
    const [recent] = await tx
      .select({ id: reviewInvitations.id })
      .from(reviewInvitations)
      .where(
        and(
          eq(reviewInvitations.providerId, user.id),
          eq(reviewInvitations.email, input.email),
          gt(reviewInvitations.createdAt, since(INVITATION_REPEAT_DAYS)),
        ),
      )
      .limit(1);
    if (recent) {
      throw new AppError('CONFLICT', INVITATION_TEXTS.alreadyInvited, {
        email: [INVITATION_TEXTS.alreadyInvited],
      });
    }
    const [row] = await tx
      .insert(reviewInvitations)
      .values({
        providerId: user.id,
        serviceId: service.id,
        email: input.email,
        tokenHash: hashToken(token),
        expiresAt: sql`now() + make_interval(days => ${INVITATION_VALID_DAYS})`,
      })
      .returning();
    await enqueueEmail(tx, {
      to: input.email,
      ...reviewInvitationEmail({
        ...deps.config,
        providerName: accountName(provider),
        service,
        token,
      }),
    });
    return toInvitation({ ...row!, service });
  });
  wakeOutbox();
  return invitation;
}

/** GET /api/review-invitations: the provider's sent invitations, newest first. */
export async function listInvitations(
  deps: Pick<ReviewDeps, 'db'>,
  user: SessionUser,
  page: number,
): Promise<{ result: Invitation[]; total: number; perPage: number; leftToday: number }> {
  if (!isProvider(user)) throw forbidden(INVITATION_TEXTS.providersOnly);
  const perPage = PAGE_SIZE_DEFAULT;
  const mine = eq(reviewInvitations.providerId, user.id);
  const [rows, [total], [today]] = await Promise.all([
    deps.db
      .select({
        id: reviewInvitations.id,
        email: reviewInvitations.email,
        createdAt: reviewInvitations.createdAt,
        expiresAt: reviewInvitations.expiresAt,
        usedAt: reviewInvitations.usedAt,
        service: serviceRef,
      })
      .from(reviewInvitations)
      .innerJoin(services, eq(services.id, reviewInvitations.serviceId))
      .where(mine)
      .orderBy(desc(reviewInvitations.createdAt), desc(reviewInvitations.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.db.select({ n: count() }).from(reviewInvitations).where(mine),
    deps.db
      .select({ n: count() })
      .from(reviewInvitations)
      .where(and(mine, gt(reviewInvitations.createdAt, new Date(Date.now() - DAY_MS)))),
  ]);
  return {
    result: rows.map(toInvitation),
    total: total?.n ?? 0,
    perPage,
    leftToday: Math.max(0, INVITATIONS_PER_DAY - (today?.n ?? 0)),
  };
}

/** The invitation of a link, for the person it was sent to (403 for another address). */
async function openInvitation(deps: Pick<ReviewDeps, 'db'>, user: SessionUser, token: string) {
  const [row] = await deps.db
    .select({
      invitation: reviewInvitations,
      service: serviceRef,
      provider: users,
      expired: sql<boolean>`${reviewInvitations.expiresAt} <= now()`,
    })
    .from(reviewInvitations)
    .innerJoin(services, eq(services.id, reviewInvitations.serviceId))
    .innerJoin(users, eq(users.id, reviewInvitations.providerId))
    .where(and(eq(reviewInvitations.tokenHash, hashToken(token)), publicService('services')));
  if (!row) throw notFound(INVITATION_TEXTS.notFound);
  if (row.invitation.email !== user.email.toLowerCase())
    throw forbidden(INVITATION_TEXTS.otherAddress);
  return row;
}

/** GET /api/review-invitations/{token}: the service and whether the link still works. */
export async function viewInvitation(
  deps: Pick<ReviewDeps, 'db'>,
  user: SessionUser,
  token: string,
): Promise<InvitationViewResponse> {
  const row = await openInvitation(deps, user, token);
  return {
    state: row.invitation.usedAt ? 'used' : row.expired ? 'expired' : 'open',
    provider: { business_name: accountName(row.provider) },
    service: row.service,
    expires_at: row.invitation.expiresAt.toISOString(),
  };
}

/** POST /api/review-invitations/{token}/review: the review, labelled invited; the link is used. */
export async function reviewByInvitation(
  deps: ReviewDeps,
  user: SessionUser,
  token: string,
  input: { rating: number; review: string },
): Promise<ReviewOutcome> {
  const row = await openInvitation(deps, user, token);
  if (row.invitation.usedAt) throw new AppError('CONFLICT', INVITATION_TEXTS.used);
  if (row.expired) throw new AppError('CONFLICT', INVITATION_TEXTS.expired);
  return addReview(
    deps,
    user.id,
    { serviceId: row.service.id, ...input },
    { invitationId: row.invitation.id, usedMessage: INVITATION_TEXTS.used },
  );
}
