import { Suspense, useState, type ReactNode } from 'react';
import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/auth.tsx';
import { useBrand } from '../../lib/settings.ts';
import { currentPath, saveReturnTo } from '../../lib/return-to.ts';
import { UnconfirmedBanner } from './unconfirmed-banner.tsx';
import classes from './navbar.module.css';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { intentPart } from '../../lib/intent-part.tsx';
import { AccountButton } from './account-button.tsx';
import { MarketButton } from './market-button.tsx';

// The menus (and the floating-ui positioning they need) load when the visitor reaches for them;
// until then their buttons are drawn alone (intent-part.tsx).
const MarketSwitcher = intentPart(() => import('./market-switcher.tsx'));
const UserMenu = intentPart(() => import('./user-menu.tsx'));
const MobileMenu = lazyPart('src/components/navbar/mobile-menu.tsx', () =>
  import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })),
);

interface NavbarProps {
  /** Slot for the category mega-menu (filled by the browse feature). */
  categoryMenu?: ReactNode;
  /** Slot for the activity search box (filled by the search feature). */
  search?: ReactNode;
  /** Slot for the cart button (filled by the cart feature). */
  cart?: ReactNode;
  /** Slot for the category links of the phone menu (filled by the browse feature). */
  mobileCategories?: ReactNode;
}

export function Navbar({ categoryMenu, search, cart, mobileCategories }: NavbarProps) {
  const { user, isPending } = useCurrentUser();
  const brand = useBrand();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [mobileMenuUsed, setMobileMenuUsed] = useState(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={() => {
                setMobileMenuUsed(true);
                toggle();
              }}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <Anchor component={Link} to="/" className={classes.brand} underline="never">
              {brand}
            </Anchor>
            <Box visibleFrom="sm">
              <MarketSwitcher standIn={(reach) => <MarketButton {...reach} />} />
            </Box>
            <Box visibleFrom="sm">{categoryMenu}</Box>
          </Group>
          <Box className={classes.search}>{search}</Box>
          <Group gap="xs" wrap="nowrap">
            {cart}
            <Group gap="xs" visibleFrom="sm" wrap="nowrap">
              {isPending ? null : user ? (
                <UserMenu
                  user={user}
                  standIn={(reach) => <AccountButton user={user} {...reach} />}
                />
              ) : (
                <>
                  <Button
                    component={Link}
                    to="/login"
                    variant="subtle"
                    // Back to this page once logged in.
                    onClick={() => saveReturnTo(currentPath())}
                  >
                    Log in
                  </Button>
                  <Button component={Link} to="/signup">
                    Sign up
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Group>
      </Container>
      <UnconfirmedBanner user={user} />
      {mobileMenuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} user={user} categories={mobileCategories} />
        </Suspense>
      )}
    </Box>
  );
}
