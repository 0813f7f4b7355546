import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBrand } from '../lib/settings.ts';

export function Footer() {
  const brand = useBrand();
  return (
    <Container component="footer" size="xl" py="xl" mt="xl">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {brand}. Local activities and experiences in the US and
          Canada.
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/partner-signup" size="sm" c="dimmed">
            List your business
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
