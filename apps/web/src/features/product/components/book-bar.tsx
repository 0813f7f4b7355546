import { Box, Button, Container, Group, Text } from '@mantine/core';

/** The sticky bar at the bottom of a variant page: price and 'Book Now'. */
export function BookBar({
  name,
  price,
  onBook,
}: {
  name: string;
  price: string;
  onBook: () => void;
}) {
  return (
    <Box
      pos="sticky"
      bottom={0}
      py="sm"
      bg="white"
      style={{
        borderTop: '1px solid var(--mantine-color-gray-3)',
        zIndex: 10,
        boxShadow: '0 -4px 12px rgb(0 0 0 / 6%)',
      }}
      data-testid="book-bar"
    >
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text size="sm" c="dark.4" lineClamp={1}>
              {name}
            </Text>
            <Text fw={700} size="lg">
              {price}
            </Text>
          </div>
          <Button size="md" onClick={onBook}>
            Book Now
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
