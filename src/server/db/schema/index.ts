export * from './users.ts';
export * from './catalogue.ts';
export * from './services.ts';
export * from './members.ts';
export * from './billing.ts';
export * from './content.ts';
export * from './search.ts';
export * from './drafts.ts';
