import { Box, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ProductPageTexts } from '@jaunt/contract';
import { Icon, type IconName } from './icons.tsx';

type Texts = Pick<
  ProductPageTexts,
  'highlights' | 'whatToExpect' | 'meetingPoint' | 'cancellationPolicy'
>;

/** The product's selling points as a checklist (nothing when it has none). */
export function Highlights({
  items,
  headingId = 'highlights-heading',
}: {
  items: string[];
  headingId?: string;
}) {
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h3" id={headingId}>
        Highlights
      </Title>
      <List
        spacing={6}
        center
        icon={
          <ThemeIcon size={22} radius="xl" variant="light">
            <Icon name="check" size={14} />
          </ThemeIcon>
        }
      >
        {items.map((h) => (
          <List.Item key={h}>{h}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function InfoRow({
  icon,
  id,
  title,
  children,
}: {
  icon: IconName;
  id: string;
  title: string;
  children: string;
}) {
  return (
    <Group component="section" aria-labelledby={id} align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon size={40} radius="md" variant="light">
        <Icon name={icon} size={22} />
      </ThemeIcon>
      <Stack gap={4} miw={0}>
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dark.6" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

/** What to expect, the meeting point and the cancellation policy, each when given. */
export function PlanYourVisit({ texts }: { texts: Texts }) {
  const rows = [
    texts.whatToExpect && (
      <InfoRow key="expect" icon="compass" id="expect-heading" title="What to expect">
        {texts.whatToExpect}
      </InfoRow>
    ),
    texts.meetingPoint && (
      <InfoRow key="meet" icon="pin" id="meeting-heading" title="Meeting point">
        {texts.meetingPoint}
      </InfoRow>
    ),
    texts.cancellationPolicy && (
      <InfoRow key="cancel" icon="calendar" id="cancellation-heading" title="Cancellation policy">
        {texts.cancellationPolicy}
      </InfoRow>
    ),
  ].filter(Boolean);
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="plan-heading">
      <Title order={2} size="h3" id="plan-heading" mb="md">
        Plan your visit
      </Title>
      <Stack gap="lg">{rows}</Stack>
    </Box>
  );
}

/** Why booking here is safe: three short promises that the site keeps. */
export function TrustBadges({ freeCancellation }: { freeCancellation: boolean }) {
  const items: [IconName, string][] = [
    ['shield', 'Secure checkout'],
    ['bolt', 'Instant confirmation by email'],
    ...(freeCancellation
      ? [['calendar', 'Free cancellation available'] as [IconName, string]]
      : []),
  ];
  return (
    <Group gap="xs" style={{ columnGap: 20 }} aria-label="Booking promises" role="list">
      {items.map(([icon, label]) => (
        <Group key={label} gap={6} wrap="nowrap" role="listitem" c="teal.9">
          <Icon name={icon} size={18} />
          <Text size="sm" fw={500} c="dark.6">
            {label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** True when the policy offers a free cancellation (shown as a promise near the price). */
export const offersFreeCancellation = (policy: string) =>
  /free cancellation|full refund/i.test(policy);
