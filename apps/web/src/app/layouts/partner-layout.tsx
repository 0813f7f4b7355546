import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** Frame for /partner-portal screens (the partner feature adds its side navigation). */
export function PartnerLayout() {
  return (
    <Container size="lg" py="xl">
      <Outlet />
    </Container>
  );
}
