import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { TEXT } from '@jaunt/contract/texts';
import type { User } from '../../lib/auth.tsx';
import { isPartnerRole } from './nav-links.ts';
import classes from './navbar.module.css';

/** Shown to signed-in users whose email is unconfirmed, except partners still onboarding. */
export function UnconfirmedBanner({ user }: { user: User | null }) {
  if (!user || user.confirmedEmail) return null;
  if (isPartnerRole(user.role) && user.onBoarding) return null;
  return (
    <div className={classes.unconfirmed} role="status">
      <Anchor component={Link} to="/confirm" c="dark" size="sm" fw={500}>
        {TEXT.unconfirmedBanner}
      </Anchor>
    </div>
  );
}
