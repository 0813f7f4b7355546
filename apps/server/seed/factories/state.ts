import { Rng } from './rng.ts';

const DEFAULT_SEED = 20_240_601;
let rng = new Rng(DEFAULT_SEED);
let counter = 0;

/** Restarts the factories' PRNG and sequence: the same calls then build the same rows. */
export function seedFactories(seed: number = DEFAULT_SEED): void {
  rng = new Rng(seed);
  counter = 0;
}

/** The factories' shared PRNG. */
export const factoryRng = (): Rng => rng;

/** 1, 2, 3... for unique defaults (emails, skus, codes). */
export const nextSeq = (): number => ++counter;
