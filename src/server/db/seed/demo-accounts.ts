import type { RoleId } from '#shared/constants.ts';

/**
 * The three demo accounts the demo seed creates, with their documented passwords. They exist only
 * in the demo data (seeded into an empty database when SEED_DEMO is on), never in production.
 */
export type DemoAccount = {
  key: 'admin' | 'provider' | 'customer';
  email: string;
  password: string;
  roleId: RoleId;
  username: string;
  description: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'admin',
    email: 'admin@kiwiservices.co.nz',
    password: 'KiwiAdmin2026!',
    roleId: 1,
    username: 'admin',
    description: 'Platform admin: moderates services, reviews and ads',
  },
  {
    key: 'provider',
    email: 'provider@kiwiservices.co.nz',
    password: 'KiwiProvider2026!',
    roleId: 2,
    username: 'provider',
    description: 'Harbour City Plumbing (Wellington): subscribed provider with approved services',
  },
  {
    key: 'customer',
    email: 'customer@kiwiservices.co.nz',
    password: 'KiwiCustomer2026!',
    roleId: 3,
    username: 'customer',
    description: 'Customer with enquiries, reviews and a watchlist',
  },
];

export function findDemoAccount(key: DemoAccount['key']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
}

/** The demo provider's business, as the README documents it. */
export const DEMO_PROVIDER_BUSINESS = {
  businessName: 'Harbour City Plumbing',
  contactPerson: 'Mere Tipene',
  phoneNumber: '021 482 7715',
  city: 'Wellington',
  category: 'Plumbing & Gas',
} as const;
