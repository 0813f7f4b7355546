export * from './users.ts';
export * from './businesses.ts';
export * from './catalog.ts';
export * from './commerce.ts';
export * from './engage.ts';
export * from './tracking.ts';
export * from './audit.ts';
export * from './payouts.ts';
