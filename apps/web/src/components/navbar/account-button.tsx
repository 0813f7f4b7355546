import { Avatar, Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import type { User } from '../../lib/auth.tsx';

export const displayName = (user: User) => user.firstName || user.name || user.email;

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
      leftSection={<Avatar size={26} color="teal" name={name} />}
      aria-label={`Account menu for ${name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      {name}
    </Button>
  );
}
