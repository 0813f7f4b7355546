import { Box, Container, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Link, Outlet, useLocation } from 'react-router';
import { BACK_OFFICE_LINKS, staffLinksFor } from '../../components/navbar/nav-links.ts';
import { useCurrentUser } from '../../lib/auth.tsx';

/** Frame for staff back-office screens: the screens a role may use beside the screen itself. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const links = user ? staffLinksFor(user.role, BACK_OFFICE_LINKS) : [];
  return (
    <Container size="xl" py="xl">
      <Group align="flex-start" wrap="nowrap" gap="xl">
        <Box
          component="nav"
          aria-label="Back office"
          w={200}
          visibleFrom="md"
          style={{ flex: 'none' }}
        >
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
            Back office
          </Text>
          <ScrollArea.Autosize mah="calc(100vh - 160px)">
            {links.map((l) => (
              <NavLink
                key={l.to}
                component={Link}
                to={l.to}
                label={l.label}
                active={pathname === l.to}
                aria-current={pathname === l.to ? 'page' : undefined}
              />
            ))}
          </ScrollArea.Autosize>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
        {/* The confirm dialogs of the back office (`modals.openConfirmModal`). */}
        <ModalsProvider />
      </Group>
    </Container>
  );
}
