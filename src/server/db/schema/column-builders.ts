import type { AnyPgColumn, ReferenceConfig } from 'drizzle-orm/pg-core';
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column (every timestamp in the schema is one). */
export const timestamptz = () => timestamp({ withTimezone: true });

/** A required integer foreign key to `target` (another table's id), with its delete action. */
export const foreignId = (
  target: () => AnyPgColumn,
  actions: Required<Pick<NonNullable<ReferenceConfig['actions']>, 'onDelete'>>,
) => integer().notNull().references(target, actions);
