import { sql } from 'drizzle-orm';
import type { AnyPgColumn, ReferenceConfig } from 'drizzle-orm/pg-core';
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column (every timestamp in the schema is one). */
export const timestamptz = () => timestamp({ withTimezone: true });

/** A required integer foreign key to `target` (another table's id), with its delete action. */
export const foreignId = (
  target: () => AnyPgColumn,
  actions: Required<Pick<NonNullable<ReferenceConfig['actions']>, 'onDelete'>>,
) => integer().notNull().references(target, actions);

/** Counts per star, 1 to 5 (`integer[]`, five zeros to start; decision 138). */
export const starCounts = () =>
  integer()
    .array()
    .notNull()
    .default(sql`'{0,0,0,0,0}'`);
