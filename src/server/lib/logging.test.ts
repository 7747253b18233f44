import { describe, expect, it } from 'vitest';

import { safeError, scrubText } from './logging.ts';

describe('safeError and scrubText', () => {
  it("keeps a wrapped driver error's codes and SQL, never its params or detail", () => {
    const driver = Object.assign(
      new Error('new row for relation "users" violates check constraint "c"'),
      {
        code: '23514',
        constraint: 'c',
        table: 'users',
        detail:
          'Failing row contains (5, mere@example.co.nz, $argon2id$v=19$m=19456,t=2,p=1$abc$def).',
      },
    );
    const wrapped = new Error(
      'Failed query: update "users" set "password_hash" = $1 where "users"."id" = $2\nparams: $argon2id$v=19$m=19456$abc,5',
      { cause: driver },
    );
    const safe = safeError(wrapped);
    expect(safe).toMatchObject({
      message: 'Failed query: update "users" set "password_hash" = $1 where "users"."id" = $2',
      code: '23514',
      constraint: 'c',
      table: 'users',
      cause: { code: '23514', message: driver.message },
    });
    const text = JSON.stringify(safe);
    expect(text).not.toMatch(/params|argon2|mere@|Failing row/);
  });

  it('drops the value a data exception quotes', () => {
    const err = Object.assign(
      new Error('invalid input syntax for type integer: "mere@example.co.nz"'),
      {
        code: '22P02',
      },
    );
    expect(safeError(err).message).toBe('invalid input syntax for type integer: [value]');
  });

  it('masks hashes, email addresses and tokens in any text', () => {
    expect(
      scrubText(
        'user mere@example.co.nz hash $argon2id$v=19$m=1$abc link /set-password?token=AbC_123 key Zx9_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      ),
    ).toBe('user [email] hash [hash] link /set-password?token=[redacted] key [secret]');
    // Names of constraints and tables stay readable.
    expect(scrubText('service_images_service_id_services_id_fk')).toBe(
      'service_images_service_id_services_id_fk',
    );
  });
});
