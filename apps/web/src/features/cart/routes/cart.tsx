import { Container, Paper, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/settings.ts';
import { CartContents } from '../components/cart-contents.tsx';

/** '/cart': the cart as a page. */
export default function CartRoute() {
  usePageTitle('Cart');
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        Your cart
      </Title>
      <Paper withBorder p="lg" radius="md">
        <CartContents />
      </Paper>
    </Container>
  );
}
