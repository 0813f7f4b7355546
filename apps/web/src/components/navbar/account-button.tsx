import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import type { User } from '../../lib/auth.tsx';
import classes from './navbar.module.css';

export const displayName = (user: User) => user.firstName || user.name || user.email;

/** Up to two initials: of the first two words, or the first two letters of one ("JA"). */
export function initials(name: string): string {
  const words = name.split(' ').filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w[0]).join('') : name.trim();
  return letters.slice(0, 2).toUpperCase();
}

/** The account menu's button (drawn alone until the menu's code arrives). */
export function AccountButton({
  user,
  ...props
}: { user: User } & ButtonProps & ComponentPropsWithoutRef<'button'>) {
  const name = displayName(user);
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={
        <span className={classes.initials} aria-hidden>
          {initials(name)}
        </span>
      }
      aria-label={`Account menu for ${name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      {name}
    </Button>
  );
}
