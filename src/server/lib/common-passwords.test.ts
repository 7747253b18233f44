import { describe, expect, it } from 'vitest';

import { isCommonPassword, passwordPolicyError } from './common-passwords.ts';

describe('passwordPolicyError', () => {
  it('refuses short, common, patterned and own-identity passwords', () => {
    expect(passwordPolicyError('Ab1!xyz')).toMatch(/at least 8/);
    for (const p of [
      'password',
      'Password1',
      'P@ssw0rd',
      'qwerty123',
      'letmein!!',
      'iloveyou2',
      'KiwiServices2026',
      'aaaaaaaaaa',
      '87654321',
      'abcdefgh',
      'allblacks1',
    ]) {
      expect(passwordPolicyError(p), p).toMatch(/too common/);
    }
    expect(passwordPolicyError('aroha.ngata@example.test', ['aroha.ngata@example.test'])).toMatch(
      /too common/,
    );
    expect(passwordPolicyError('arohangata99', ['arohangata'])).toMatch(/too common/);
    expect(passwordPolicyError('        ')).toMatch(/spaces/);
  });

  it('accepts long passphrases and any characters, with no composition rules', () => {
    for (const p of [
      'correct horse battery staple',
      'Tui-sings-at-dawn-42',
      'kōwhai 🌼 blooms',
      'zzqxvbnmlkp',
    ]) {
      expect(passwordPolicyError(p), p).toBeNull();
      expect(isCommonPassword(p)).toBe(false);
    }
  });
});
