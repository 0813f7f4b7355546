import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { User } from '../../lib/auth.tsx';
import { AccountButton, initials } from './account-button.tsx';
import { UnconfirmedBanner } from './unconfirmed-banner.tsx';

const user = (over: Partial<User>) =>
  ({ email: 'ana@example.test', role: 'user', confirmedEmail: true, ...over }) as User;

describe('the account button', () => {
  it('shows the initials of one or two words', () => {
    expect(initials('Jane')).toBe('JA');
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('mary ann smith')).toBe('MA');
    expect(initials('ana@example.test')).toBe('AN');
  });

  it('names the menu after the user and shows their initials beside the name', () => {
    renderWithProviders(<AccountButton user={user({ firstName: 'Priya' })} />);
    const button = screen.getByRole('button', { name: 'Account menu for Priya' });
    expect(button).toHaveTextContent('PRPriya');
  });
});

describe('the unconfirmed banner', () => {
  it('asks an unconfirmed user to confirm, linking to the confirm page', () => {
    renderWithProviders(<UnconfirmedBanner user={user({ confirmedEmail: false })} />);
    expect(screen.getByRole('status')).toContainElement(screen.getByRole('link'));
    expect(screen.getByRole('link')).toHaveAttribute('href', '/confirm');
  });

  it('is not shown to a confirmed user', () => {
    renderWithProviders(<UnconfirmedBanner user={user({})} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
