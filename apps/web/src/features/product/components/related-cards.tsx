import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OTHER_EXPERIENCES_LIMIT, priceLabel, type ProductSummary } from '@jaunt/contract';
import { SafeImage } from '../../../components/safe-image.tsx';
import { useMarketSegment } from '../../../lib/markets.ts';

/** Up to 3 other experiences from the same provider. */
export function RelatedCards({ products, market }: { products: ProductSummary[]; market: string }) {
  const segment = useMarketSegment();
  const shown = products.slice(0, OTHER_EXPERIENCES_LIMIT);
  if (shown.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="related-heading" gap="sm">
      <Title order={2} size="h3" id="related-heading">
        More from this provider
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {shown.map((p) => (
          <Card
            key={p._id}
            component={Link}
            to={`/${segment(p.market || market)}/${p.slug}`}
            withBorder
            radius="md"
          >
            <Card.Section>
              <SafeImage
                src={p.featuredImage}
                alt=""
                width={480}
                height={270}
                style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', display: 'block' }}
              />
            </Card.Section>
            <Text fw={700} mt="sm" lineClamp={2}>
              {p.name}
            </Text>
            <Text size="sm" c="dark.4">
              {p.city} · {priceLabel(p.lowestPrice)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
