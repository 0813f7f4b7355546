import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Settings } from '@jaunt/contract';

/** How booking works, in three steps. */
export function HowItWorks() {
  return (
    <Stack component="section" aria-labelledby="how-heading" gap="xs">
      <Title order={2} size="h3" id="how-heading">
        How It Works
      </Title>
      <List type="ordered" spacing={4}>
        <List.Item>Choose your option and the number of guests.</List.Item>
        <List.Item>Pay securely online; your confirmation arrives by email.</List.Item>
        <List.Item>Show your booking code to the provider and enjoy.</List.Item>
      </List>
    </Stack>
  );
}

/**
 * Email and toll-free phone when the settings provide them, and the FAQ and Contact pages.
 * (No chat line: the site has no chat widget, so it promises none.)
 */
export function SupportBlock({ support }: { support: Settings['support'] | undefined }) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="support-heading">
      <Title order={2} size="h4" id="support-heading" mb="xs">
        Questions? We're here to help
      </Title>
      <Stack gap={4}>
        {support?.email && (
          <Anchor size="sm" href={`mailto:${support.email}`}>
            {support.email}
          </Anchor>
        )}
        {support?.tollFreePhone && (
          <Anchor size="sm" href={`tel:${support.tollFreePhone.replace(/[^\d+]/g, '')}`}>
            {support.tollFreePhone}
          </Anchor>
        )}
        <Group gap="md">
          <Anchor size="sm" component={Link} to="/faq">
            FAQ
          </Anchor>
          <Anchor size="sm" component={Link} to="/contact">
            Contact us
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Secure payment and friendly support. ('Live availability' is left out: the site has no
 * availability calendar yet, so it does not promise one.)
 */
export function PromiseBlock() {
  const items = [
    { title: 'Secure payment', text: 'Your card is processed over an encrypted connection.' },
    { title: 'Friendly support', text: 'Real people ready to help before and after you book.' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} component="section" aria-label="Our promise">
      {items.map((i) => (
        <Stack key={i.title} gap={2}>
          <Text fw={700}>{i.title}</Text>
          <Text size="sm" c="dark.4">
            {i.text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Accepted payment methods as text badges (no image requests). */
export function PaymentBadges() {
  return (
    <Group gap="xs" role="list" aria-label="Accepted payment methods">
      {['Visa', 'Mastercard', 'American Express', 'Apple Pay'].map((name) => (
        <Badge
          key={name}
          role="listitem"
          variant="outline"
          color="dark"
          radius="sm"
          size="lg"
          tt="none"
        >
          {name}
        </Badge>
      ))}
    </Group>
  );
}
