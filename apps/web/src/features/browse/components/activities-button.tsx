import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/** The category mega-menu's button (drawn alone until the menu's code arrives). */
export function ActivitiesButton(props: ButtonProps & ComponentPropsWithoutRef<'button'>) {
  return (
    <Button
      variant="subtle"
      color="gray"
      aria-label="Activities: browse by category"
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      Activities
    </Button>
  );
}
