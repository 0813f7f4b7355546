export * from './roles.ts';
export * from './phone.ts';
export * from './markets.ts';
export * from './texts.ts';
export * from './auth.ts';
