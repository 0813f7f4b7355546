import { Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { User } from '../../lib/auth.tsx';
import { MarketSwitcher } from './market-switcher.tsx';
import { menuSections } from './nav-links.ts';
import { useLogout } from './use-logout.ts';
import { currentPath, saveReturnTo } from '../../lib/return-to.ts';
import { displayName } from './account-button.tsx';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  user: User | null;
  /** The mega-menu's categories (the browse feature's links). */
  categories?: ReactNode;
}

/** The burger menu's drawer (below 768px): market, categories, account links, login or logout. */
export function MobileMenu({ opened, onClose, user, categories }: MobileMenuProps) {
  const onLogout = useLogout();
  // Any navigation from inside the drawer (a category, an account link) closes it.
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownAt.current) {
      shownAt.current = pathname;
      onClose();
    }
  }, [pathname, onClose]);
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size="xs" hiddenFrom="sm">
      <nav aria-label="Mobile">
        <Stack gap="xs">
          <MarketSwitcher onChosen={onClose} />
          {categories}
          <Divider />
          {user ? (
            <>
              <Text size="sm" c="dimmed">
                Signed in as {displayName(user)}
              </Text>
              {menuSections(user.role).map((section) => (
                <div key={section.title}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="xs">
                    {section.title}
                  </Text>
                  {section.links.map((l) => (
                    <NavLink
                      key={l.to}
                      component={Link}
                      to={l.to}
                      label={l.label}
                      onClick={onClose}
                    />
                  ))}
                </div>
              ))}
              <Button
                variant="light"
                color="red"
                onClick={() => {
                  onClose();
                  void onLogout();
                }}
              >
                Logout
              </Button>
            </>
          ) : (
            <>
              <Button
                component={Link}
                to="/login"
                onClick={() => {
                  // Back to this page once logged in.
                  saveReturnTo(currentPath());
                  onClose();
                }}
              >
                Log in
              </Button>
              <Button component={Link} to="/signup" variant="light" onClick={onClose}>
                Sign up
              </Button>
            </>
          )}
        </Stack>
      </nav>
    </Drawer>
  );
}
