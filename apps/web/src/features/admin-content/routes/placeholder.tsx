import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/settings.ts';

const TITLES: Record<string, string> = {
  '/admin': 'Admin',
  '/dashboard': 'Dashboard',
  '/invoice': 'Invoice',
  '/shop': 'Shop',
};

/** /admin, /dashboard, /invoice and shop: placeholders, as the spec has them. */
export default function StaffPlaceholder() {
  const { pathname } = useLocation();
  const title = TITLES[pathname] ?? 'Coming soon';
  usePageTitle(title);
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">This screen is a placeholder. Use the staff menu to reach the tools.</Text>
      <Anchor component={Link} to="/featured/manage">
        Go to feature pages
      </Anchor>
    </Stack>
  );
}
