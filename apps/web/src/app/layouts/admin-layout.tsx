import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** Frame for staff back-office screens (the admin features add their navigation). */
export function AdminLayout() {
  return (
    <Container size="xl" py="xl">
      <Outlet />
    </Container>
  );
}
