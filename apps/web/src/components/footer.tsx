import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBrand } from '../lib/settings.ts';

const FOOTER_LINKS = [
  ['/faq', 'FAQ'],
  ['/terms', 'Terms'],
  ['/contact', 'Contact'],
  ['/partner-signup', 'List your business'],
] as const;

export function Footer() {
  const brand = useBrand();
  return (
    <Container component="footer" size="xl" py="xl" mt="xl">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {brand}. Local activities and experiences in the US and
          Canada.
        </Text>
        <Group gap="md" component="nav" aria-label="Site">
          {FOOTER_LINKS.map(([to, label]) => (
            <Anchor key={to} component={Link} to={to} size="sm" c="dimmed">
              {label}
            </Anchor>
          ))}
        </Group>
      </Group>
    </Container>
  );
}
