import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

import { services } from '../schema/index.ts';
import { sqlText } from './sql-text.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
/** Drizzle's text and parameters of a query. */
const drizzleText = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

describe('the fast SQL text of read queries', () => {
  it('writes plain templates as drizzle does', () => {
    const query = sql`select ${sql.raw('a')} from t where x = ${5} and y = ${'ā'} and ${sql`z = ${false}`}`;
    expect(sqlText(query)).toEqual(drizzleText(query));
  });

  it('leaves what it does not know to drizzle: columns, tables, arrays, nulls', () => {
    const queries = [
      sql`select ${services.title} from ${services} where ${services.id} = ${7}`,
      sql`select 1 where x in ${[1, 2, 3]} and y = ${null} and z = ${true}`,
      sql`select ${sql.raw('1')} ${sql.join([sql`a`, sql`b`], sql`, `)}`,
    ];
    for (const query of queries) expect(sqlText(query)).toEqual(drizzleText(query));
  });
});
