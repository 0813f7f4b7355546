import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { TEXT } from '@jaunt/contract/texts';

/** Shown when a screen fails to load or render (e.g. a new deploy removed an old chunk). */
export function RouteError() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" role="alert">
        <Title order={1}>{TEXT.genericError}</Title>
        <Text c="dimmed">Please reload the page. If it keeps happening, try again later.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
