import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useMarkets } from '../../lib/markets.ts';
import { usePageTitle } from '../../lib/settings.ts';

/** Placeholder for '/' and '/:market' until the browse feature replaces it. */
export default function HomePlaceholder() {
  const { market: code } = useParams();
  const { markets } = useMarkets();
  const market = markets.find((m) => m.val === code);
  const heading = market?.market ?? code ?? 'Find things to do near you';
  usePageTitle(code ? heading : 'Local activities and experiences');
  return (
    <Container size="lg" py={64}>
      <Stack gap="md">
        <Title order={1}>{heading}</Title>
        <Text c="dimmed" size="lg">
          Book tours, classes and adventures with local businesses across the US and Canada.
        </Text>
        {!code && markets.length > 0 && (
          <Group gap="xs">
            {markets.map((m) => (
              <Button key={m._id} component={Link} to={`/${m.val}`} variant="light">
                {m.market}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
