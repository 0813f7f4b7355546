import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney, priceLabel, toCents, type Variant } from '@jaunt/contract';
import { SafeImage } from '../../../components/safe-image.tsx';

/** The product's bookable options, each linking to its variant page. */
export function VariantCards({ variants, base }: { variants: Variant[]; base: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {variants.map((v) => (
        <Card
          key={v.slug}
          component={Link}
          to={`${base}/${v.slug}`}
          withBorder
          radius="md"
          padding="md"
          data-testid="variant-card"
        >
          <Group wrap="nowrap" align="flex-start">
            <SafeImage
              src={v.image || v.images[0]}
              alt=""
              width={96}
              height={72}
              style={{ borderRadius: 6, flexShrink: 0 }}
            />
            <Stack gap={4}>
              <Text fw={700}>{v.name}</Text>
              <Group gap="xs">
                <Text fw={700} c="teal.9">
                  {v.price > 0 ? formatMoney(toCents(v.price)) : priceLabel(v.price)}
                </Text>
                {v.duration && (
                  <Text size="sm" c="dimmed">
                    {v.duration}
                  </Text>
                )}
                {v.hasCallout && v.calloutText && (
                  <Badge color="orange" variant="light">
                    {v.calloutText}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
