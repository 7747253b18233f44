import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** An integer identity primary key (ids stay numeric: the legacy API sends them as numbers). */
export const idColumn = () => integer().primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** PostgreSQL `tsvector`, used for the generated full-text search column. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
