import { describe, expect, it } from 'vitest';
import { diffFields } from './diff.ts';

describe('diffFields', () => {
  it('lists only changed fields, with JSON for nested values', () => {
    expect(
      diffFields(
        { a: 1, b: 'x', c: [1], updated: 'then' },
        { a: 2, b: 'x', c: [1, 2], updated: 'now' },
      ),
    ).toEqual([
      { field: 'a', before: '1', after: '2' },
      { field: 'c', before: '[1]', after: '[1,2]' },
    ]);
  });
  it('shows every field of a create or a delete', () => {
    expect(diffFields(null, { name: 'New' })).toEqual([
      { field: 'name', before: '', after: 'New' },
    ]);
    expect(diffFields({ name: 'Old' }, null)).toEqual([
      { field: 'name', before: 'Old', after: '' },
    ]);
  });
});
