import { describe, expect, it } from 'vitest';
import { bookedItemName } from './item-name.ts';

describe('bookedItemName', () => {
  it('names the product, the option and the ticket type', () => {
    expect(bookedItemName('Golden Hour Theatre Tour', 'Evening', 'Child')).toBe(
      'Golden Hour Theatre Tour - Evening (Child)',
    );
  });

  it('does not repeat a ticket type the option is already named after', () => {
    expect(bookedItemName('Golden Hour Theatre Tour', 'Adult', 'Adult')).toBe(
      'Golden Hour Theatre Tour - Adult',
    );
    expect(bookedItemName('Golden Hour Theatre Tour', 'Adult', ' adult ')).toBe(
      'Golden Hour Theatre Tour - Adult',
    );
    expect(bookedItemName('Golden Hour Theatre Tour', 'Adult', 'Child')).toBe(
      'Golden Hour Theatre Tour - Adult (Child)',
    );
  });
});
