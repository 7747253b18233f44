import { describe, expect, it } from 'vitest';

import {
  badgeLabel,
  checkedDateText,
  credentialNumberError,
  CREDENTIAL_TEXTS,
  nzbnCheckDigitOk,
} from './credentials.ts';

describe('credential numbers (issue 27 §3)', () => {
  it('accepts NZBNs whose GS1 check digit is right, and refuses the rest', () => {
    for (const good of ['9429041535257', '9429034862117', '9429040123455', '9429000000000']) {
      expect(nzbnCheckDigitOk(good), good).toBe(true);
      expect(credentialNumberError('nzbn', good)).toBeNull();
    }
    for (const bad of ['9429041535250', '9429034862118', '9429040123451']) {
      expect(nzbnCheckDigitOk(bad), bad).toBe(false);
      expect(credentialNumberError('nzbn', bad)).toBe(CREDENTIAL_TEXTS.nzbnCheckDigit);
    }
    expect(credentialNumberError('nzbn', '942904153525')).toBe(CREDENTIAL_TEXTS.nzbnShape);
    expect(credentialNumberError('nzbn', '94290415352AB')).toBe(CREDENTIAL_TEXTS.nzbnShape);
    expect(credentialNumberError('nzbn', '9429 0415 3525 7')).toBeNull();
  });

  it('wants BP and 6 digits for an LBP, and 4 to 7 digits for a registration', () => {
    expect(credentialNumberError('lbp', 'BP123456')).toBeNull();
    expect(credentialNumberError('lbp', 'bp 123456')).toBeNull();
    expect(credentialNumberError('lbp', 'BP12345')).toBe(CREDENTIAL_TEXTS.lbpShape);
    expect(credentialNumberError('lbp', '123456')).toBe(CREDENTIAL_TEXTS.lbpShape);
    expect(credentialNumberError('ewrb', '12345')).toBeNull();
    expect(credentialNumberError('pgdb', '123')).toBe(CREDENTIAL_TEXTS.registrationShape);
    expect(credentialNumberError('pgdb', 'AB1234')).toBe(CREDENTIAL_TEXTS.registrationShape);
  });

  it('labels badges as the pages show them', () => {
    const base = { number: null, classes: [] as string[], amount_cents: null };
    expect(badgeLabel({ ...base, kind: 'lbp', classes: ['Carpentry'] })).toBe('LBP: Carpentry');
    expect(badgeLabel({ ...base, kind: 'nzbn', number: '9429041535257' })).toBe(
      'NZBN 9429041535257',
    );
    expect(badgeLabel({ ...base, kind: 'insurance', amount_cents: 200_000_000 })).toBe(
      'Insured to $2,000,000',
    );
    expect(checkedDateText('2026-11-27')).toBe('27 Nov 2026');
  });
});
