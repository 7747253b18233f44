import { isIPv6 } from 'node:net';

import type { LimitStore } from '../../platform/changes/limit-store.ts';
import { RateLimiter, tooManyRequests } from '../../platform/changes/rate-limit.ts';

const MINUTE_MS = 60_000;

/**
 * The login lock-out (decision 095): failures are counted per account AND address, so nobody
 * without the password can keep a user out, and guessing spread over many addresses is slowed:
 *
 * - an address with 10 failures for an account in 15 minutes is refused for that account until
 *   its window ends;
 * - an account with 20 failures in 5 minutes (from all addresses together) is under attack:
 *   while it is, an address that has already failed 3 times for it is refused as well;
 * - an address that has not failed for the account is always let through to the password check.
 */
export const LOGIN_LIMITS = {
  perAddress: { max: 10, windowMs: 15 * MINUTE_MS },
  underAttack: { max: 20, windowMs: 5 * MINUTE_MS },
  /** Failures an address keeps while the account is under attack. */
  addressMaxUnderAttack: 3,
} as const;

const LOCKED_MESSAGE = 'Too many failed login attempts for this account.';

/**
 * The address a failure is counted against: IPv4 as it is; IPv6 by its /64 (one subscriber's
 * network: an attacker holds billions of addresses inside it).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type LoginGuard = {
  /** Throws a 429 when this address may not try this account now. */
  check: (accountKey: string, ip: string) => Promise<void>;
  /** Counts a wrong password (or an unknown name) from this address. */
  failed: (accountKey: string, ip: string) => Promise<void>;
  /** A good password: this address's failures for the account are forgotten. */
  succeeded: (accountKey: string, ip: string) => Promise<void>;
};

export function createLoginGuard(store: LimitStore): LoginGuard {
  const perAddress = new RateLimiter('login-fail:address', LOGIN_LIMITS.perAddress, store);
  const perAccount = new RateLimiter('login-fail:account', LOGIN_LIMITS.underAttack, store);
  const pairKey = (accountKey: string, ip: string) => `${accountKey}|${addressKey(ip)}`;
  return {
    async check(accountKey, ip) {
      const [address, account] = await Promise.all([
        perAddress.peek(pairKey(accountKey, ip)),
        perAccount.peek(accountKey),
      ]);
      if (address.count >= LOGIN_LIMITS.perAddress.max) {
        throw tooManyRequests(address.resetInMs, LOCKED_MESSAGE);
      }
      const underAttack = account.count >= LOGIN_LIMITS.underAttack.max;
      if (underAttack && address.count >= LOGIN_LIMITS.addressMaxUnderAttack) {
        throw tooManyRequests(Math.min(address.resetInMs, account.resetInMs), LOCKED_MESSAGE);
      }
    },
    async failed(accountKey, ip) {
      await Promise.all([perAddress.hit(pairKey(accountKey, ip)), perAccount.hit(accountKey)]);
    },
    async succeeded(accountKey, ip) {
      await perAddress.reset(pairKey(accountKey, ip));
    },
  };
}
