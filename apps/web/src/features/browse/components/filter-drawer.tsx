import { Button, Drawer, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The filter panel, bound to the drawer's draft. */
  children: ReactNode;
  onReset: () => void;
  onApply: () => void;
}

/**
 * The phone's filters, from the bottom of the screen. Its own chunk: Mantine's Drawer brings
 * ScrollArea, floating-ui, the focus trap and the scroll lock, which a list page needs only
 * when the visitor asks for its filters (product-list.tsx loads it then).
 */
export default function FilterDrawer({
  opened,
  onClose,
  children,
  onReset,
  onApply,
}: FilterDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Filters" position="bottom" size="85%">
      {children}
      <Group grow mt="lg">
        <Button variant="default" onClick={onReset}>
          Reset
        </Button>
        <Button onClick={onApply}>Apply</Button>
      </Group>
    </Drawer>
  );
}
