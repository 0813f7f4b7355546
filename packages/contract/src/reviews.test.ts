import { describe, expect, it } from 'vitest';
import { canReview, reviewBlock, reviewerTitle } from './reviews.ts';

const titles = [
  { number: 10, title: 'Explorer', active: true },
  { number: 1, title: 'Newcomer', active: true },
  { number: 5, title: 'Adventurer', active: true },
  { number: 7, title: 'Retired', active: false },
  { number: 25, title: 'Legend' },
];

describe('reviewer title', () => {
  it('has no title and counts towards the first level before any review', () => {
    expect(reviewerTitle(0, titles)).toEqual({
      title: null,
      next: { title: 'Newcomer', remaining: 1 },
      progress: 0,
    });
  });

  it('gives the highest reached active title and progress to the next', () => {
    expect(reviewerTitle(1, titles)).toEqual({
      title: 'Newcomer',
      next: { title: 'Adventurer', remaining: 4 },
      progress: 0,
    });
    expect(reviewerTitle(3, titles)).toEqual({
      title: 'Newcomer',
      next: { title: 'Adventurer', remaining: 2 },
      progress: 50,
    });
    // The inactive 'Retired' (7) is skipped: 8 reviews is 3 of the 5 between 5 and 10.
    expect(reviewerTitle(8, titles)).toEqual({
      title: 'Adventurer',
      next: { title: 'Explorer', remaining: 2 },
      progress: 60,
    });
  });

  it("reaches 'MAX' at the top level", () => {
    expect(reviewerTitle(25, titles)).toEqual({ title: 'Legend', next: 'MAX', progress: 100 });
    expect(reviewerTitle(90, titles)).toEqual({ title: 'Legend', next: 'MAX', progress: 100 });
    expect(reviewerTitle(3, [])).toEqual({ title: null, next: 'MAX', progress: 100 });
  });
});

describe('who may review', () => {
  const product = { elfsightId: null, tripadvisorLocationId: null };
  const user = { role: 'user', confirmedEmail: true };

  it('allows a logged-in user with a confirmed email', () => {
    expect(canReview(user, product)).toBe(true);
    expect(canReview({ ...user, role: 'admin' }, product)).toBe(true);
    expect(canReview({ ...user, role: 'partner' }, product)).toBe(true);
  });

  it('refuses guests, unconfirmed users and editors', () => {
    expect(reviewBlock(null, product)).toBe('login');
    expect(reviewBlock({ role: 'guest', confirmedEmail: false }, product)).toBe('login');
    expect(reviewBlock({ ...user, confirmedEmail: false }, product)).toBe('unconfirmed');
    expect(reviewBlock({ ...user, role: 'editor' }, product)).toBe('editor');
    expect(canReview({ ...user, role: 'editor' }, product)).toBe(false);
  });

  it('refuses products with a review widget or a third-party location id', () => {
    expect(reviewBlock(user, { elfsightId: 'abc' })).toBe('widget');
    expect(reviewBlock(user, { tripadvisorLocationId: '123' })).toBe('widget');
    expect(canReview(user, { tripadvisorLocationId: '123' })).toBe(false);
  });
});
