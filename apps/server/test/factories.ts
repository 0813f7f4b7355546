/** Shared test data factories (the same ones build the demo seed). */
export * from '../seed/factories/index.ts';
