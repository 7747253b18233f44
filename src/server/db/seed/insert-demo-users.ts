import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
import { insertInChunks } from './insert-chunks.ts';
import type { DemoPlan } from './plan-types.ts';
import { buildUser } from './rows.ts';

/**
 * The demo users' rows: every planned user, verified; the three demo accounts with their
 * documented passwords, everyone else without one (they cannot log in).
 */

export type PasswordHashes = Map<DemoAccount['key'], string>;

/** The demo accounts' password hashes (hashing is slow: done once, in parallel). */
export async function hashDemoPasswords(): Promise<PasswordHashes> {
  return new Map(
    await Promise.all(
      DEMO_ACCOUNTS.map(async (a) => [a.key, await hashPassword(a.password)] as const),
    ),
  );
}

/** Inserts the planned users; returns their ids by email. */
export async function insertDemoUsers(
  db: Db,
  plan: DemoPlan,
  hashes: PasswordHashes,
): Promise<Map<string, number>> {
  const rows = await insertInChunks(plan.users, (chunk) =>
    db
      .insert(users)
      .values(
        chunk.map((u) =>
          buildUser({
            roleId: u.roleId,
            username: u.username,
            slug: u.slug,
            email: u.email,
            firstName: u.firstName,
            lastName: u.lastName,
            businessName: u.businessName,
            contactPerson: u.contactPerson,
            phoneNumber: u.phoneNumber,
            aboutMessage: u.aboutMessage,
            logo: u.logo?.key ?? null,
            isVerified: true,
            passwordHash: u.demoKey ? hashes.get(u.demoKey)! : null,
            createdAt: u.createdAt,
            updatedAt: u.createdAt,
            takingNewWork: u.takingNewWork ?? true,
            backOn: u.backOn ?? null,
          }),
        ),
      )
      .returning({ id: users.id, email: users.email }),
  );
  return new Map(rows.map((r) => [r.email, r.id]));
}
