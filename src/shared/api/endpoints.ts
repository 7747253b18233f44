/**
 * The registry of API calls: every call of the contract, by name, as a `defineEndpoint` (method,
 * path, input and answer schemas; see endpoint.ts). Import it as a namespace,
 * `import * as endpoints from '#shared/api/endpoints.ts'`, so bundlers keep only the calls a
 * page uses. A new call is one entry in endpoints/<feature>.ts; a new feature adds its line here.
 */
export * from './endpoints/account.ts';
export * from './endpoints/admin.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/billing.ts';
export * from './endpoints/browse.ts';
export * from './endpoints/catalogue.ts';
export * from './endpoints/conversations.ts';
export * from './endpoints/credentials.ts';
export * from './endpoints/contact.ts';
export * from './endpoints/dev.ts';
export * from './endpoints/drafts.ts';
export * from './endpoints/jobs.ts';
export * from './endpoints/landing.ts';
export * from './endpoints/listings.ts';
export * from './endpoints/members.ts';
export * from './endpoints/private-notes.ts';
export * from './endpoints/review-invitations.ts';
export * from './endpoints/reviews.ts';
export * from './endpoints/search.ts';
export * from './endpoints/system.ts';
