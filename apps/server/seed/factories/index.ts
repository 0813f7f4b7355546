export * from './accounts.ts';
export * from './catalog.ts';
export * from './commerce.ts';
export * from './engage.ts';
export * from './places.ts';
export { Rng } from './rng.ts';
export { factoryRng, nextSeq, seedFactories } from './state.ts';
export { jitter, postalCode, slugify, uniqueSlug } from './util.ts';
export * from './product-texts.ts';
