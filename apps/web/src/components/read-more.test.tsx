import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { truncateAtWord } from '@jaunt/contract';
import { ReadMore } from './read-more.tsx';

const LONG = `${'Paddle past the islands at sunset with a guide. '.repeat(6)}The end.`;

describe('ReadMore', () => {
  it("cuts at 185 characters on a word boundary with an ellipsis, 'Read more' shows the rest", async () => {
    renderWithProviders(<ReadMore text={LONG} />);
    const cut = truncateAtWord(LONG, 185);
    expect(cut.length).toBeLessThanOrEqual(186);
    expect(cut.endsWith('…')).toBe(true);
    expect(LONG.startsWith(cut.slice(0, -1))).toBe(true);
    expect(LONG[cut.length - 1]).toMatch(/[\s.]/); // the cut falls between words
    expect(screen.queryByText('The end.', { exact: false })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(/The end\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows a short text whole, without a link', () => {
    renderWithProviders(<ReadMore text="Short and sweet." />);
    expect(screen.getByText('Short and sweet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
