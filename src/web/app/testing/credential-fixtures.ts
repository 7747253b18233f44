/** Licences and badges (issue 27 §3) in the shapes of the shared schemas, for the web tests. */
import type {
  AdminCredential,
  AdminCredentialsResponse,
  Credential,
} from '#shared/api/credentials.ts';

/** A valid NZBN (its GS1 check digit is 7). */
export const VALID_NZBN = '9429041535257';

export const sampleCredential: Credential = {
  id: 1,
  kind: 'lbp',
  number: 'BP123456',
  classes: ['Carpentry'],
  insurer: null,
  amount_cents: null,
  expires_on: null,
  certificate_url: null,
  state: 'pending',
  checked_on: null,
  reason: null,
  created_at: '2026-11-25T01:00:00.000Z',
  label: 'LBP: Carpentry',
};

/** One of each state a provider sees. */
export const credentialsInEveryState: Credential[] = [
  sampleCredential,
  {
    ...sampleCredential,
    id: 2,
    kind: 'nzbn',
    number: VALID_NZBN,
    classes: [],
    state: 'approved',
    checked_on: '2026-11-27',
    label: `NZBN ${VALID_NZBN}`,
  },
  {
    ...sampleCredential,
    id: 3,
    kind: 'ewrb',
    number: '12345',
    classes: ['Electrician'],
    state: 'rejected',
    reason: 'The register shows no such number',
    label: 'EWRB: Electrician',
  },
  {
    ...sampleCredential,
    id: 4,
    kind: 'insurance',
    number: null,
    classes: [],
    insurer: 'Vero',
    amount_cents: 200_000_000,
    expires_on: '2026-10-01',
    certificate_url: '/api/credentials/4/certificate',
    state: 'expired',
    label: 'Insured to $2,000,000',
  },
];

export const sampleAdminCredential: AdminCredential = {
  ...sampleCredential,
  id: 7,
  certificate_url: '/api/credentials/7/certificate',
  provider: {
    id: 8,
    business_name: 'Kauri Plumbing',
    slug: 'kauri-plumbing',
    email: 'hello@kauriplumbing.co.nz',
  },
  register_url: 'https://www.lbp.govt.nz/for-the-public/search-the-register/?lbpNumber=BP123456',
};

export const adminCredentialsPage = (result: AdminCredential[]): AdminCredentialsResponse => ({
  result,
  total: result.length,
  page: 1,
  per_page: 20,
});
