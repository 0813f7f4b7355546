import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('reads DATABASE_LANES as a count, leaves it to the default when unset, refuses the rest', () => {
    expect(loadConfig({ DATABASE_LANES: '2' }).DATABASE_LANES).toBe(2);
    expect(loadConfig({ DATABASE_LANES: '0' }).DATABASE_LANES).toBe(0);
    expect(loadConfig({}).DATABASE_LANES).toBeUndefined();
    for (const bad of ['many', '-1', '1.5', '65']) {
      expect(() => loadConfig({ DATABASE_LANES: bad }), bad).toThrow(/DATABASE_LANES/);
    }
  });
});
